import type { CompanyProfile } from '@focal/contracts';
import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { navigateTo } from '../../../../shared/navigation';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { companiesKeys } from '../../api/query-keys';
import { useDeleteCompany } from '../../api/delete-company';
import { moveSession } from '../../lib/move-session';
import { companiesMessages as texts } from '../../messages';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';

const COMPANIES_PATH = '/settings/companies';

/**
 * Delete a company (only with the server's DELETE action: owners, never the last company). The user
 * types the company's name to confirm; when the session was in it, the server moves it to another
 * company, whose tokens are kept before the dashboard opens.
 */
export function DeleteCompany({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const removal = useDeleteCompany();
  const deleting = removal.isPending;
  const matches = typed.trim() === company.name;

  const close = () => {
    if (deleting) return;
    setOpened(false);
    setTyped('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setProblem(texts.deleteMismatch);
      return;
    }
    try {
      const result = await removal.mutateAsync({ id: company.id, confirmName: typed.trim() });
      setOpened(false);
      if (result.tokens && result.switchedTo) {
        // The tokens and the company header change before the dashboard asks for anything.
        const moving = moveSession(queryClient, result.tokens, result.switchedTo);
        navigateTo('/');
        await moving;
      } else {
        navigateTo(COMPANIES_PATH);
        await queryClient.invalidateQueries({ queryKey: companiesKeys.all, refetchType: 'active' });
      }
      queryClient.removeQueries({ queryKey: companiesKeys.detail(company.id) });
      notifySuccess(texts.deletedText(company.name), texts.deleted);
    } catch (error) {
      handleApiError(error, {
        setFieldError: (field, message) => field === 'confirmName' && (setProblem(message), true),
      });
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={texts.deleteSection}>
      <Title order={2} size="h4" mb="xs">
        {texts.deleteSection}
      </Title>
      <Text size="sm" mb="sm">
        {texts.deleteText}
      </Text>
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          {texts.deleteButton}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={texts.deleteTitle(company.name)}
        closeButtonProps={{ 'aria-label': texts.close }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{texts.deleteText}</Text>
            <TextInput
              label={texts.deleteConfirmLabel(company.name)}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
              autoComplete="off"
              data-autofocus
            />
            <DialogFooter mt={0}>
              <Button variant="default" onClick={close}>
                {texts.cancel}
              </Button>
              <Button type="submit" color="red" loading={deleting} disabled={!matches}>
                {texts.deleteConfirm}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
