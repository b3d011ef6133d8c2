import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { AuthCard } from '../../../shared/ui/auth-card';
import { invitationMessages } from '../messages';

const texts = invitationMessages.failed;

/**
 * An invitation that cannot be opened: expired or used (410), unknown (404) or malformed (400) says
 * why in the server's words; a network or server failure can be tried again.
 */
export function InvitationFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const answered = isApiError(error) && error.status >= 400 && error.status < 500;
  const heading = answered && error.status !== 400 ? error.body.errorTitle : texts.heading;
  const text = answered
    ? error.status === 400
      ? texts.text
      : error.body.errorMessage
    : isApiError(error)
      ? error.body.errorMessage
      : sharedMessages.genericErrorMessage;
  return (
    <AuthCard heading={heading} gap="md">
      <Text>{text}</Text>
      <Group gap="md">
        {!answered && (
          <Button variant="default" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
        <Anchor component={Link} to="/login">
          {texts.toLogin}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
