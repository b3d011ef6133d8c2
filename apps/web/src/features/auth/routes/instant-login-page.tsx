import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { startSession } from '../../../shared/session/session-store';
import { useRunOnce } from '../../../shared/ui/run-once';
import { useInstantLogin } from '../api/instant-login';
import { authMessages } from '../messages';

const texts = authMessages.instant;

/** A one-time sign-in link from an email: signs in and opens the dashboard. */
export function InstantLoginPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const instantLogin = useInstantLogin();

  useRunOnce(token, (value) =>
    instantLogin.mutate(value, {
      onSuccess: (pair) => {
        startSession(pair);
        void navigate('/', { replace: true });
      },
      onError: (error) => handleApiError(error),
    }),
  );

  if (instantLogin.isError || !token) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.failedHeading}
        </Title>
        <Text>{texts.failedText}</Text>
        <Anchor component={Link} to="/login">
          {texts.toLogin}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{texts.signingIn}</Text>
      </Stack>
    </Center>
  );
}
