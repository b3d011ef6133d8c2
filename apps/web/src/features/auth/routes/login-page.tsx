import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { startSession } from '../../../shared/session/session-store';
import { safeRedirect } from '../../../shared/ui/safe-redirect';
import { login } from '../api/login';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages';

const texts = authMessages.login;

/** `alternatives`: other ways to sign in (the OAuth providers' buttons), given by the app. */
export function LoginPage({ alternatives }: { alternatives?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const submit = async (values: { email: string; password: string }) => {
    const pair = await login(values);
    startSession(pair, values.email);
    // Back to where the user was going when the session was asked for (spec 01 §2.2).
    await navigate(safeRedirect(from), { replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {texts.heading}
      </Title>
      {alternatives}
      <LoginForm submit={submit} />
      <Text size="sm" ta="center">
        {texts.noAccount}{' '}
        <Anchor component={Link} to="/signup">
          {texts.signup}
        </Anchor>
      </Text>
    </Stack>
  );
}
