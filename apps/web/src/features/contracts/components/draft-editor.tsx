import { CONTRACT_LIMITS, type Contract, updateContractRequestSchema } from '@focal/contracts/contracts/api';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useUpdateContract } from '../api/contracts';
import { onSaveError } from '../lib/save-errors';
import { contractsMessages } from '../messages';
import { ContractPreview } from './contract-preview';
import { ContractTextField } from './contract-text-field';
import { type Stale, StaleAlert } from './stale-alert';

const texts = contractsMessages.page;
type Draft = { title: string; body: string };

/** A draft's title and text, saved on the version loaded, and its preview with the record's own data. */
export function DraftEditor({ contract, onReload }: { contract: Contract; onReload: () => void }) {
  const [saved, setSaved] = useState<Draft>({ title: contract.title, body: contract.body });
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const save = useUpdateContract();
  const guard = useLeaveGuard((draft.title !== saved.title || draft.body !== saved.body) && !save.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = updateContractRequestSchema.safeParse({ ...draft, updatedAt: contract.updatedAt });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { contract, variables: { title: checked.data.title, body: checked.data.body } },
      {
        onSuccess: (answer) => {
          setSaved({ title: answer.title, body: answer.body });
          notifySuccess(texts.saved);
        },
        onError: (error) =>
          onSaveError(error, {
            stale: setStale,
            field: (field, message) => {
              if (field !== 'title' && field !== 'body') return false;
              setErrors((e) => ({ ...e, [field]: message }));
              return true;
            },
          }),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.title}>
        <Stack gap="lg">
          {stale && <StaleAlert stale={stale} reload={texts.reload} onReload={onReload} />}
          <TextInput
            label={texts.titleLabel}
            required
            maxLength={CONTRACT_LIMITS.title}
            value={draft.title}
            error={errors.title}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
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
        <ContractPreview body={draft.body} jobId={contract.jobId} />
      </Paper>
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </Stack>
  );
}
