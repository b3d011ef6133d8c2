import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SignupResult } from '../api/signup';
import { SignupForm } from '../components/signup-form';
import { saveThankYou } from '../lib/thank-you-state';
import { authMessages } from '../messages';

const texts = authMessages.signup;

/** `alternatives`: other ways to sign up (the OAuth providers' buttons), given by the app. */
export function SignupPage({ alternatives }: { alternatives?: ReactNode }) {
  const navigate = useNavigate();

  const onSuccess = (result: SignupResult) => {
    saveThankYou({ email: result.email, resend: result.resourcesLinks.RESEND_CONFIRMATION });
    void navigate('/signup/thankyou');
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {texts.heading}
        </Title>
        <Text c="dimmed" mt={4}>
          {texts.intro}
        </Text>
      </div>
      {alternatives}
      <SignupForm onSuccess={onSuccess} />
      <Text size="sm" ta="center">
        {texts.haveAccount}{' '}
        <Anchor component={Link} to="/login">
          {texts.signIn}
        </Anchor>
      </Text>
    </Stack>
  );
}
