import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { MailMessage } from '../api/get-mail';
import { messageLinks } from '../lib/message-links';
import { devMailMessages as texts } from '../messages';

/** The message as sent, in a sandbox that runs nothing, and its links as real anchors. */
export function MessageView({ message }: { message: MailMessage }) {
  const links = useMemo(() => messageLinks(message.html, message.text), [message.html, message.text]);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {message.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.to(message.to)}
        </Text>
      </div>
      <section aria-label={texts.links}>
        <Title order={3} size="h5" mb={4}>
          {texts.links}
        </Title>
        {links.length === 0 ? (
          <Text size="sm">{texts.noLinks}</Text>
        ) : (
          <Stack component="ul" gap={4} m={0} pl="md">
            {links.map((link) => (
              <li key={link.href}>
                <Anchor href={link.href}>{link.text}</Anchor>
              </li>
            ))}
          </Stack>
        )}
      </section>
      {message.html ? (
        <Box
          component="iframe"
          title={texts.frameTitle(message.subject)}
          sandbox=""
          srcDoc={message.html}
          w="100%"
          h={420}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
        />
      ) : (
        <Box component="pre" style={{ whiteSpace: 'pre-wrap' }}>
          {message.text}
        </Box>
      )}
    </Stack>
  );
}
