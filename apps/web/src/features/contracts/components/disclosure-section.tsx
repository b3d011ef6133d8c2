import type { ContractSettings } from '@focal/contracts/contracts/api';
import { CONTRACT_DISCLOSURE_MAX } from '@focal/contracts/contracts/disclosure';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { onSaveError, type StaleNotice as Stale } from '../../../shared/documents/save-error';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { QueryState } from '../../../shared/ui/query-state';
import { useContractSettings, useSaveContractSettings } from '../api/settings';
import { contractsMessages } from '../messages';

const texts = contractsMessages.disclosure;

/** The consent disclosure (ESIGN 15 USC 7001(c)) clients agree to before signing: the company's words or the standard. */
export function DisclosureSection() {
  const settings = useContractSettings();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-disclosure">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contract-disclosure">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.description}
        </Text>
        <QueryState
          query={settings}
          loading={texts.loading}
          failed={texts.failed}
          retry={contractsMessages.templates.retry}
        >
          {(loaded) => (
            <DisclosureForm
              key={loaded.updatedAt ?? 'default'}
              settings={loaded}
              onReload={() => void settings.refetch()}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function DisclosureForm({ settings, onReload }: { settings: ContractSettings; onReload: () => void }) {
  const [text, setText] = useState(settings.disclosure);
  const [error, setError] = useState<string>();
  const [stale, setStale] = useState<Stale | null>(null);
  const save = useSaveContractSettings();
  const store = (disclosure: string | null) =>
    save.mutate(
      { disclosure, updatedAt: settings.updatedAt },
      {
        onSuccess: () => notifySuccess(texts.saved),
        onError: (e) =>
          onSaveError(e, {
            stale: setStale,
            field: (field, message) => field === 'disclosure' && (setError(message), true),
          }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && <StaleNotice notice={stale} reload={contractsMessages.editor.reload} onReload={onReload} />}
        <Textarea
          label={texts.label}
          description={settings.isDefault ? texts.isDefault : undefined}
          rows={12}
          maxLength={CONTRACT_DISCLOSURE_MAX}
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          {!settings.isDefault && (
            <Button variant="default" onClick={() => store(null)} disabled={save.isPending}>
              {texts.reset}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={text === settings.disclosure}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
