import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { oauthMessages } from '../messages';

const texts = oauthMessages.failed;

type Props = { error?: unknown; heading?: string; text?: string };

/** Why signing in with a provider stopped, in the server's words when it gave them, and a way back. */
export function OAuthFailed({ error, heading, text }: Props) {
  const body = isApiError(error) ? error.body : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {heading ?? body?.errorTitle ?? texts.heading}
      </Title>
      <Text role="alert">{text ?? body?.errorMessage ?? texts.text}</Text>
      <Anchor component={Link} to="/signup">
        {texts.toSignup}
      </Anchor>
    </Stack>
  );
}
