import {
  CONTRACT_LIMITS,
  contractTemplateRequestSchema,
  type ContractTemplate,
} from '@focal/contracts/contracts/api';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { contractTemplatePath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { JobPicker, type PickedJob } from '../../jobs';
import { useSaveContractTemplate } from '../api/templates';
import { onSaveError } from '../lib/save-errors';
import { contractsMessages } from '../messages';
import { ContractPreview } from './contract-preview';
import { ContractTextField } from './contract-text-field';
import { type Stale, StaleAlert } from './stale-alert';

const texts = contractsMessages.editor;
type Draft = { name: string; body: string };

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
  const [saved, setSaved] = useState<Draft>({ name: template?.name ?? '', body: template?.body ?? '' });
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const [job, setJob] = useState<PickedJob | null>(null);
  const [opened, setOpened] = useState(template && { id: template.id, updatedAt: template.updatedAt });
  const save = useSaveContractTemplate();
  const navigate = useNavigate();
  const guard = useLeaveGuard((draft.name !== saved.name || draft.body !== saved.body) && !save.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contractTemplateRequestSchema.safeParse(draft);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { body: checked.data, opened },
      {
        onSuccess: (answer) => {
          setSaved({ name: answer.name, body: answer.body });
          setDraft((d) => ({ ...d, name: answer.name }));
          setOpened({ id: answer.id, updatedAt: answer.updatedAt });
          notifySuccess(texts.saved);
          if (!opened) {
            guard.allowNext();
            void navigate(contractTemplatePath(answer.id), { replace: true });
          }
        },
        onError: (error) =>
          onSaveError(error, {
            stale: setStale,
            field: (field, message) => {
              if (field !== 'name' && field !== 'body') return false;
              setErrors((e) => ({ ...e, [field]: message }));
              return true;
            },
          }),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.form}>
        <Stack gap="lg">
          {stale && <StaleAlert stale={stale} reload={texts.reload} onReload={onReload} />}
          <TextInput
            label={texts.name}
            required
            maxLength={CONTRACT_LIMITS.name}
            value={draft.name}
            error={errors.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <ContractTextField
            label={texts.body}
            initialHtml={saved.body}
            error={errors.body}
            onChange={(body) => setDraft((d) => ({ ...d, body }))}
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
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </Stack>
  );
}
