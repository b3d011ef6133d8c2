import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { startSession, type TokenPair } from '../../../shared/session/session-store';
import { AuthCard } from '../../../shared/ui/auth-card';
import { Waiting } from '../../../shared/ui/waiting';
import { usePublicInvitation } from '../api/get-public-invitation';
import { AcceptInvitation } from '../components/accept-invitation';
import { InvitationFailed } from '../components/invitation-failed';
import { InvitationSignupForm } from '../components/invitation-signup-form';
import { invitationMessages as texts } from '../messages';

/**
 * /company/register/{token} (spec 01 §2.2): join the company that invited you, by signing up, or by
 * signing in and accepting. Either way the answer's tokens start a session in that company.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const invitation = usePublicInvitation(token);

  if (invitation.isError) {
    return <InvitationFailed error={invitation.error} onRetry={() => void invitation.refetch()} />;
  }
  if (!invitation.data) return <Waiting text={texts.loading} />;

  const { companyName, inviterName, email, accountExists } = invitation.data;
  // A new session in the invitation's company: the cache of any earlier one is dropped, and the
  // frame loads the bootstrap afresh.
  const joined = (pair: TokenPair) => {
    startSession(pair, email);
    notifySuccess(texts.accept.done(companyName), texts.accept.doneTitle);
    void navigate('/', { replace: true });
  };

  return (
    <AuthCard
      heading={texts.heading(companyName)}
      intro={
        <>
          <Text c="dimmed" mt={4}>
            {texts.invitedBy(inviterName)}
          </Text>
          <Text size="sm" mt={4}>
            {texts.invitedAddress(email)}
          </Text>
        </>
      }
    >
      {accountExists ? (
        <AcceptInvitation
          token={token}
          invitation={invitation.data}
          onJoined={joined}
          onFailed={() => void invitation.refetch()}
        />
      ) : (
        <>
          <Text size="sm">{texts.signup.intro}</Text>
          <InvitationSignupForm token={token} email={email} onSignedUp={joined} />
        </>
      )}
    </AuthCard>
  );
}
