import { contractTemplateRequestSchema, type ContractTemplate } from '@focal/contracts/contracts/api';
import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { messagesByField, useSavedDraft } from '../../../shared/documents/use-saved-draft';
import { contractTemplatePath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { JobPicker, type PickedJob } from '../../jobs';
import { useSaveContractTemplate } from '../api/templates';
import { contractsMessages } from '../messages';
import { ContractPreview } from './contract-preview';
import { ContractTextField } from './contract-text-field';

const texts = contractsMessages.editor;
const placed = (field: string) => (field === 'name' || field === 'body' ? field : null);

/**
 * A contract template's editor (a new one when `template` is undefined): its name and text, saved
 * whole on the version loaded, and a preview with sample data or a chosen lead's or job's own.
 */
export function TemplateEditor({
  template,
  onReload,
}: {
  template?: ContractTemplate;
  onReload: () => void;
}) {
  const [job, setJob] = useState<PickedJob | null>(null);
  const [opened, setOpened] = useState(template && { id: template.id, updatedAt: template.updatedAt });
  const save = useSaveContractTemplate();
  const navigate = useNavigate();
  const form = useSavedDraft({
    initial: { name: template?.name ?? '', body: template?.body ?? '' },
    saving: save.isPending,
  });
  const { draft, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contractTemplateRequestSchema.safeParse(draft);
    if (!checked.success) return form.setErrors(messagesByField(checked.error));
    form.setErrors({});
    save.mutate(
      { body: checked.data, opened },
      {
        onSuccess: (answer) => {
          form.saved({ name: answer.name, body: answer.body });
          form.setDraft((d) => ({ ...d, name: answer.name }));
          setOpened({ id: answer.id, updatedAt: answer.updatedAt });
          notifySuccess(texts.saved);
          if (!opened) {
            form.guard.allowNext();
            void navigate(contractTemplatePath(answer.id), { replace: true });
          }
        },
        onError: (error) => form.onError(error, placed),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.form}>
        <Stack gap="lg">
          {form.stale && <StaleNotice notice={form.stale} reload={texts.reload} onReload={onReload} />}
          <TextInput
            label={texts.name}
            required
            maxLength={CONTRACT_LIMITS.name}
            value={draft.name}
            error={errors.name}
            onChange={(e) => form.setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <ContractTextField
            label={texts.body}
            initialHtml={form.baseline.body}
            error={errors.body}
            onChange={(body) => form.setDraft((d) => ({ ...d, body }))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <JobPicker label={contractsMessages.preview.withJob} value={job} onChange={setJob} />
          <ContractPreview body={draft.body} jobId={job?.id ?? null} />
        </Stack>
      </Paper>
      <LeaveDialog blocker={form.guard.blocker} text={texts.leaveText} />
    </Stack>
  );
}
