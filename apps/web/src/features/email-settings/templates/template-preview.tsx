import { renderEmailTemplate } from '@focal/contracts/email-template-fields';
import { Paper, Stack, Text } from '@mantine/core';
import { Html } from '../../../shared/html/lazy-html';
import { templateMessages } from './messages';

const texts = templateMessages.editor;

/**
 * The template as a client would read it, with the sample values (T's render function, the one the
 * server sends with), the body sanitised once more before it is shown.
 */
export function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const rendered = renderEmailTemplate({ subject, body });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {texts.previewNote}
      </Text>
      <Text>
        <Text span fw={600}>
          {texts.previewSubject}:
        </Text>{' '}
        <span data-testid="preview-subject">{rendered.subject}</span>
      </Text>
      <Paper withBorder p="md" aria-label={texts.preview} role="document">
        <Html html={rendered.html} component="div" />
      </Paper>
    </Stack>
  );
}
