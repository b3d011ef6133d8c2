import { Anchor, Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { sharedMessages } from '../../../shared/messages';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { readThankYou } from '../../../shared/signup/thank-you-state';
import { AuthCard } from '../../../shared/ui/auth-card';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useResendConfirmation } from '../api/resend-confirmation';
import { authMessages } from '../messages';

const texts = authMessages.thankYou;

export function ThankYouPage() {
  const state = useMemo(readThankYou, []);
  const resend = useResendConfirmation();

  if (!state) {
    return (
      <AuthCard heading={texts.heading} gap="md">
        <Text>{texts.missing}</Text>
        <Anchor component={Link} to="/signup">
          {texts.toSignup}
        </Anchor>
      </AuthCard>
    );
  }

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(state.resend, {
      onSuccess: () => notifySuccess(sharedMessages.checkYourMail),
      onError: (error) => handleApiError(error),
    });
  };

  return (
    <AuthCard heading={texts.heading} gap="md">
      <Text>{texts.sentTo(state.email)}</Text>
      <Text c="dimmed" size="sm">
        {texts.noMail}
      </Text>
      <div>
        <Button variant="light" onClick={onResend} loading={resend.isPending}>
          {texts.resend}
        </Button>
      </div>
      {state.devMailbox && (
        <Text size="sm">
          {texts.devMailboxNote}{' '}
          <Anchor component={Link} to={state.devMailbox.url}>
            {texts.devMailbox}
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
