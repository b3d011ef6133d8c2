import '@mantine/core/styles/Tabs.css';
import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import type { EmailTemplate } from '@focal/contracts/email-templates';
import { Alert, Button, Modal, Tabs } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useSaveTemplate, useValidateTemplate } from './api/template-mutations';
import { templateMessages } from './messages';
import { TemplateFields, type TemplateDraft } from './template-fields';
import { TemplatePreview } from './template-preview';
import { type Problems, problemsOf } from './template-problems';

const texts = templateMessages.editor;

type Links = { CREATE?: EmailSettingsLink; UPDATE?: EmailSettingsLink; VALIDATE?: EmailSettingsLink };
type Props = { template: EmailTemplate | null; links: Links; onClose: () => void };

/**
 * Creates or edits one template: name, subject and body with merge fields, "Validate" (the server's
 * check, its problems next to their fields), a preview with the sample values, and the save, which
 * the server refuses with the same problems. Mounted per template (a key), so it starts afresh.
 */
export function TemplateEditorModal({ template, links, onClose }: Props) {
  const [draft, setDraft] = useState<TemplateDraft>({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [problems, setProblems] = useState<Problems>([]);
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<string | null>('write');
  const validate = useValidateTemplate(links.VALIDATE);
  const save = useSaveTemplate(links);

  const change = (next: Partial<TemplateDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setChecked(false);
  };

  const runValidate = async () => {
    try {
      const answer = await validate.mutateAsync(draft);
      setProblems(answer.errors);
      setChecked(true);
    } catch (error) {
      handleApiError(error);
    }
  };

  const runSave = async () => {
    try {
      const body = template ? { ...draft, id: template.id, updatedAt: template.updatedAt } : draft;
      const saved = await save.mutateAsync(body);
      notifySuccess(template ? texts.saved(saved.name) : texts.created(saved.name));
      onClose();
    } catch (error) {
      const refused = problemsOf(error);
      if (refused) {
        setProblems(refused);
        setTab('write');
      } else handleApiError(error);
    }
  };

  const busy = save.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? texts.editTitle(template.name) : texts.createTitle}
      closeButtonProps={{ 'aria-label': texts.close }}
      closeOnClickOutside={false}
      size="xl"
      centered
    >
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List aria-label={texts.tabs} mb="md">
          <Tabs.Tab value="write">{texts.write}</Tabs.Tab>
          <Tabs.Tab value="preview">{texts.preview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write">
          <TemplateFields draft={draft} problems={problems} onChange={change} />
          {checked && problems.length === 0 && (
            <Alert color="teal" mt="md" role="status">
              {texts.valid}
            </Alert>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <TemplatePreview subject={draft.subject} body={draft.body} />
        </Tabs.Panel>
      </Tabs>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={busy}>
          {texts.cancel}
        </Button>
        {links.VALIDATE && (
          <Button variant="default" loading={validate.isPending} onClick={() => void runValidate()}>
            {texts.validate}
          </Button>
        )}
        <Button loading={busy} onClick={() => void runSave()}>
          {texts.save}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
