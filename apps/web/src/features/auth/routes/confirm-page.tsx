import { Button, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useRunOnce } from '../../../shared/ui/run-once';
import { Waiting } from '../../../shared/ui/waiting';
import { type ConfirmPurpose, useConfirmEmail } from '../api/confirm-email';
import { LinkFailed } from '../components/link-failed';
import { authMessages } from '../messages';

const texts = authMessages.confirm;
const doneText: Record<ConfirmPurpose, (email: string) => string> = {
  signup: texts.signupDone,
  change_email: texts.changeDone,
  change_login: texts.loginDone,
};

/**
 * Opens from an emailed link: confirms the address at once, then offers to sign in with that address
 * filled in. No session comes from the link (a forwarded mail must not sign anyone in; the sign-in
 * asks for the password), so the person types the password only.
 */
function ConfirmPage({ purpose }: { purpose: ConfirmPurpose }) {
  const { token } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();

  useRunOnce(token, (value) =>
    confirm.mutate({ token: value, purpose }, { onError: (error) => handleApiError(error) }),
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard heading={texts.heading} gap="md">
        <Text>{doneText[purpose](confirm.data.email)}</Text>
        <div>
          <Button onClick={() => void navigate('/login', { state: { email: confirm.data.email } })}>
            {texts.signIn}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (confirm.isError || !token) {
    return <LinkFailed error={confirm.error} />;
  }

  return <Waiting text={texts.confirming} />;
}

export const ConfirmSignupPage = () => <ConfirmPage purpose="signup" />;
export const ConfirmChangeEmailPage = () => <ConfirmPage purpose="change_email" />;
export const ConfirmChangeLoginPage = () => <ConfirmPage purpose="change_login" />;
