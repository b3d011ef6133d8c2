import { type Contract, updateContractRequestSchema } from '@focal/contracts/contracts/api';
import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { messagesByField, useSavedDraft } from '../../../shared/documents/use-saved-draft';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useUpdateContract } from '../api/contracts';
import { contractsMessages } from '../messages';
import { ContractPreview } from './contract-preview';
import { ContractTextField } from './contract-text-field';

const texts = contractsMessages.page;
const placed = (field: string) => (field === 'title' || field === 'body' ? field : null);

/** A draft's title and text, saved on the version loaded, and its preview with the record's own data. */
export function DraftEditor({ contract, onReload }: { contract: Contract; onReload: () => void }) {
  const save = useUpdateContract();
  const form = useSavedDraft({
    initial: { title: contract.title, body: contract.body },
    saving: save.isPending,
  });
  const { draft, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = updateContractRequestSchema.safeParse({ ...draft, updatedAt: contract.updatedAt });
    if (!checked.success) return form.setErrors(messagesByField(checked.error));
    form.setErrors({});
    save.mutate(
      { contract, variables: { title: checked.data.title, body: checked.data.body } },
      {
        onSuccess: (answer) => {
          form.saved({ title: answer.title, body: answer.body });
          notifySuccess(texts.saved);
        },
        onError: (error) => form.onError(error, placed),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.title}>
        <Stack gap="lg">
          {form.stale && <StaleNotice notice={form.stale} reload={texts.reload} onReload={onReload} />}
          <TextInput
            label={texts.titleLabel}
            required
            maxLength={CONTRACT_LIMITS.title}
            value={draft.title}
            error={errors.title}
            onChange={(e) => form.setDraft({ ...draft, title: e.currentTarget.value })}
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
        <ContractPreview body={draft.body} jobId={contract.jobId} />
      </Paper>
      <LeaveDialog blocker={form.guard.blocker} text={texts.leaveText} />
    </Stack>
  );
}
