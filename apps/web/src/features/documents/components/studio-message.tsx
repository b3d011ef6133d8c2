import { Paper, Stack, Text, Title } from '@mantine/core';
import { documentMessages } from '../messages';

/**
 * The studio's note to the client at the top of a quote or an invoice, as written (line breaks
 * kept), set apart from the document: it is not part of it (the PDF leaves it out). Nothing when
 * there is none.
 */
export function StudioMessage({ message, studio }: { message: string; studio: string }) {
  if (!message.trim()) return null;
  const title = studio.trim()
    ? documentMessages.messageFrom(studio.trim())
    : documentMessages.messageFromStudio;
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-blue-light)"
    >
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      </Stack>
    </Paper>
  );
}
