import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { getSessionEmail } from '../../../shared/session/session-store';
import { useSignedIn } from '../../../shared/session/use-signed-in';
import type { TokenPair } from '../../../shared/session/session-store';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { PublicInvitation } from '../api/get-public-invitation';
import { invitationMessages } from '../messages';

const texts = invitationMessages;

type Props = {
  token: string;
  invitation: PublicInvitation;
  onJoined: (pair: TokenPair) => void;
  onFailed: () => void;
};

/**
 * The invited address already has an account: signed in as it, accept; otherwise sign in first.
 * /login brings the user back here afterwards (its `from` state, as for any signed-in page).
 */
export function AcceptInvitation({ token, invitation, onJoined, onFailed }: Props) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const accept = useAcceptInvitation(token);
  const current = signedIn ? getSessionEmail() : null;
  const isInvitee = current?.toLowerCase() === invitation.email.toLowerCase();

  if (isInvitee) {
    const onAccept = async () => {
      try {
        onJoined(await accept.mutateAsync());
      } catch (error) {
        handleApiError(error);
        onFailed();
      }
    };
    return (
      <Stack gap="md">
        <Text>{texts.accept.intro}</Text>
        <Button size="md" fullWidth loading={accept.isPending} onClick={() => void onAccept()}>
          {texts.accept.submit}
        </Button>
      </Stack>
    );
  }

  const here = `/company/register/${encodeURIComponent(token)}`;
  return (
    <Stack gap="md">
      <Text>{texts.signIn.intro(invitation.email)}</Text>
      {current && <Text size="sm">{texts.signIn.otherAccount(current)}</Text>}
      <Button size="md" fullWidth onClick={() => void navigate('/login', { state: { from: here } })}>
        {texts.signIn.submit}
      </Button>
    </Stack>
  );
}
