import { Stack, Text, Title } from '@mantine/core';

/** Notes or terms: a heading and the studio's text as written, line breaks kept. */
export function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Stack>
  );
}
