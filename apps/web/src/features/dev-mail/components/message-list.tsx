import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { MailMessage } from '../api/get-mailbox';
import { devMailMessages as texts } from '../messages';

type Props = { messages: MailMessage[]; selectedId: string | null; onSelect: (id: string) => void };

const time = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Newest first; each message is a button named by its subject, its details described beside it. */
export function MessageList({ messages, selectedId, onSelect }: Props) {
  const sorted = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.messages}>
      {sorted.map((message) => {
        const selected = message.id === selectedId;
        return (
          <li key={message.id}>
            <UnstyledButton
              onClick={() => onSelect(message.id)}
              aria-current={selected ? 'true' : undefined}
              aria-describedby={`mail-meta-${message.id}`}
              w="100%"
              p="sm"
              bg={selected ? 'blue.0' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fw={600} size="sm">
                {message.subject}
              </Text>
            </UnstyledButton>
            <Text id={`mail-meta-${message.id}`} size="xs" c="dimmed" px="sm" pb={4}>
              {texts.to(message.to)} · {time(message.createdAt)}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
