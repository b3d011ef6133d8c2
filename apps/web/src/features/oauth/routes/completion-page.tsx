import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/ui/auth-card';
import { usePendingSignup } from '../api/get-pending-signup';
import { CompletionForm } from '../components/completion-form';
import { OAuthFailed } from '../components/oauth-failed';
import { Waiting } from '../../../shared/ui/waiting';
import { oauthMessages } from '../messages';

const texts = oauthMessages.complete;

/**
 * /signup/oauth2/token/{providerId}?token=…: a new account from a provider needs a few answers
 * before it exists (spec 01 §2.4, "Just one more step!").
 */
export function OAuthCompletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const pending = usePendingSignup(token);

  if (!token) return <OAuthFailed heading={texts.missingHeading} text={texts.missingText} />;
  if (pending.isError) return <OAuthFailed error={pending.error} />;
  if (!pending.data) return <Waiting text={texts.loading} />;

  const { prefill, action, fields } = pending.data;
  return (
    <AuthCard
      heading={texts.heading}
      intro={
        <>
          {prefill.firstName && (
            <Text fw={500} mt={4}>
              {texts.greeting(prefill.firstName)}
            </Text>
          )}
          <Text c="dimmed" mt={4}>
            {texts.intro[action]}
          </Text>
          {prefill.email && !fields.includes('email') && (
            <Text size="sm" mt={4}>
              {texts.signsInAs(prefill.email)}
            </Text>
          )}
        </>
      }
    >
      <CompletionForm token={token} pending={pending.data} />
    </AuthCard>
  );
}
