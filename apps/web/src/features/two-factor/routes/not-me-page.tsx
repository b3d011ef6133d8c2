import { Alert, Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../shared/errors/describe-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useUndoTurnOn } from '../api/undo-turn-on';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.notMe;

const NewPassword = () => (
  <div>
    <Button component={Link} to="/forgot">
      {texts.newPassword}
    </Button>
  </div>
);

/**
 * /2fa/not-me/{token}, the turned-on notice's "This was not me" (issue 29 §3): a button, not a
 * request on opening, so a mail scanner that follows the link does not undo the user's own setup.
 * Then (or when the link no longer works) the way to a new password.
 */
export function NotMePage() {
  const { token } = useParams();
  const undo = useUndoTurnOn();

  if (undo.isSuccess) {
    return (
      <AuthCard heading={texts.doneHeading} gap="md">
        <Text>{texts.done}</Text>
        <NewPassword />
      </AuthCard>
    );
  }
  const failed = undo.isError || !token ? describeError(undo.error ?? null) : null;
  return (
    <AuthCard heading={texts.heading} intro={texts.intro} gap="md">
      {failed ? (
        <>
          <Alert color="red" title={failed.title} role="alert">
            {failed.message}
          </Alert>
          <NewPassword />
        </>
      ) : (
        <div>
          <Button color="red.9" loading={undo.isPending} onClick={() => undo.mutate(token!)}>
            {texts.confirm}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
