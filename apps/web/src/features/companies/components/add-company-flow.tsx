import type { ToImportData } from '@focal/contracts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isSettled } from '../../../shared/http/api-error';
import { navigateTo } from '../../../shared/navigation';
import { afterCompanyCreatedPath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useCreateCompany } from '../api/create-company';
import { moveSession } from '../lib/move-session';
import { companiesMessages as texts } from '../messages';
import { type AddCompanyValues, AddCompanyForm, type NewCompany } from './add-company-form';
import { type ImportChoice, ImportDataForm } from './import-data-form';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

type Step = 'create' | 'import' | 'confirm';
const closeLabel = { 'aria-label': texts.close };

/**
 * Spec 01 §4.4: Add New Company, then either the Import Data modal (import ticked, the default) or
 * a direct save. Closing the import asks: add without import, go back to import, or cancel (import
 * cannot be done later). After saving, the session is in the new company and the user lands on
 * its settings (the dashboard in the mobile apps).
 */
export default function AddCompanyFlow({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('create');
  const [values, setValues] = useState<AddCompanyValues>({ name: '', email: '', importData: true });
  const [company, setCompany] = useState<NewCompany | null>(null);
  const [choice, setChoice] = useState<ImportChoice>(null);
  const create = useCreateCompany();
  // Which button waits: the import's Save sends data to import, the others send none.
  const importing = create.isPending && create.variables.toImportData !== null;
  // Closing unmounts the flow with its modals, so Mantine's focus return never runs: a keyboard
  // user would be left on <body>. Give focus back to what opened the flow, if it is still there.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  const save = async (newCompany: NewCompany, toImportData: ToImportData | null) => {
    let created;
    try {
      created = await create.mutateAsync({ ...newCompany, toImportData });
    } catch (error) {
      // The catalogue acted (an upgrade page for the plan's limit): nothing more to do here.
      if (isSettled(error)) onClose();
      throw error;
    }
    // Created: the modals close whatever happens next, so it cannot be saved twice.
    onClose();
    try {
      await moveSession(queryClient, created.tokens, created.companyId);
    } catch (error) {
      handleApiError(error);
      return;
    }
    notifySuccess(texts.addedText(newCompany.name), texts.added);
    navigateTo(afterCompanyCreatedPath(created.companyId));
  };

  const addWithoutImport = () => {
    if (company) save(company, null).catch(handleApiError);
  };

  // One stack: the Escape that closes the import must not also close the question it opens (in
  // Chromium the question appeared and went straight back to the import); the stack handles each
  // Escape once.
  return (
    <Modal.Stack>
      <Modal
        stackId="create"
        opened={step === 'create'}
        onClose={onClose}
        title={texts.addTitle}
        closeButtonProps={closeLabel}
      >
        <AddCompanyForm
          initial={values}
          onCancel={onClose}
          onSave={(newCompany) => save(newCompany, null)}
          onNext={(newCompany, formValues) => {
            setCompany(newCompany);
            setValues(formValues);
            setStep('import');
          }}
        />
      </Modal>
      <Modal
        stackId="import"
        opened={step === 'import'}
        onClose={() => setStep('confirm')}
        title={texts.importTitle}
        closeButtonProps={closeLabel}
      >
        <ImportDataForm
          choice={choice}
          onChoice={setChoice}
          saving={importing}
          onSave={(data) => save(company!, data)}
        />
      </Modal>
      <Modal
        stackId="confirm"
        opened={step === 'confirm'}
        // Closing the question loses nothing: back to the import.
        onClose={() => setStep('import')}
        title={texts.skipTitle}
        closeButtonProps={closeLabel}
      >
        <Stack gap="md">
          <Text>{texts.skipText}</Text>
          <DialogFooter mt={0}>
            <Button variant="subtle" color="gray" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button variant="default" onClick={() => setStep('import')} data-autofocus>
              {texts.backToImport}
            </Button>
            <Button onClick={addWithoutImport} loading={create.isPending && !importing}>
              {texts.addWithoutImport}
            </Button>
          </DialogFooter>
        </Stack>
      </Modal>
    </Modal.Stack>
  );
}
