import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { oauthMessages } from '../messages';

const texts = oauthMessages.failed;

type Props = { error?: unknown; heading?: string; text?: string };

/** Why signing in with a provider stopped, in the server's words when it gave them, and a way back. */
export function OAuthFailed({ error, heading, text }: Props) {
  const body = isApiError(error) ? error.body : null;
  return (
    <AuthCard heading={heading ?? body?.errorTitle ?? texts.heading} gap="md">
      <Text role="alert">{text ?? body?.errorMessage ?? texts.text}</Text>
      <Anchor component={Link} to="/signup">
        {texts.toSignup}
      </Anchor>
    </AuthCard>
  );
}
