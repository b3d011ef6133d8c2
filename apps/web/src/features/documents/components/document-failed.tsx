import { DOCUMENT_LINK_TEXTS } from '@focal/contracts/documents/public';
import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { documentMessages as texts } from '../messages';

/**
 * A link that opens nothing (unknown, expired or revoked: 404; a malformed token: 400) says so in the
 * contracts' words and offers nothing to retry; a network or server failure can be tried again.
 */
export function DocumentFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const gone = isApiError(error) && (error.status === 404 || error.status === 400);
  const heading = gone
    ? DOCUMENT_LINK_TEXTS.goneTitle
    : isApiError(error)
      ? error.body.errorTitle
      : texts.failedTitle;
  const text = gone
    ? DOCUMENT_LINK_TEXTS.gone
    : isApiError(error)
      ? error.body.errorMessage
      : sharedMessages.genericErrorMessage;
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'lg', sm: 48 }}>
      <Container size={560} px="md">
        <Paper component="main" withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2">
              {heading}
            </Title>
            <Text>{text}</Text>
            {!gone && (
              <Button variant="default" onClick={onRetry}>
                {texts.retry}
              </Button>
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
