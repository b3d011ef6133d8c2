import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { emptySession, type SessionDraft } from '../lib/session-draft';
import { newMessages, sessionMessages as texts } from '../messages';
import { SessionFields } from './session-fields';

type Props = { value: SessionDraft[]; onChange: (value: SessionDraft[]) => void; error?: string | undefined };

/** Any number of sessions, each its own fields, added and removed in the new-record form. */
export function SessionsEditor({ value, onChange, error }: Props) {
  const replace = (at: number, next: SessionDraft) => onChange(value.map((s, i) => (i === at ? next : s)));
  return (
    <Stack gap="xs" role="group" aria-label={newMessages.sessions}>
      <Text fw={500} size="sm">
        {newMessages.sessions}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {newMessages.noSessions}
        </Text>
      )}
      {value.map((session, at) => (
        <Paper key={at} withBorder p="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {texts.numbered(at + 1)}
            </Text>
            <CloseButton
              aria-label={`${texts.remove} ${at + 1}`}
              onClick={() => onChange(value.filter((_, i) => i !== at))}
            />
          </Group>
          <SessionFields
            value={session}
            onChange={(next) => replace(at, next)}
            label={texts.numbered(at + 1)}
          />
        </Paper>
      ))}
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" size="compact-md" onClick={() => onChange([...value, emptySession()])}>
          {texts.add}
        </Button>
      </Group>
    </Stack>
  );
}
