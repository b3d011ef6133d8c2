import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useRunOnce } from '../../../shared/ui/run-once';
import { type ConfirmPurpose, useConfirmEmail } from '../api/confirm-email';
import { authMessages } from '../messages';

const texts = authMessages.confirm;
const doneText: Record<ConfirmPurpose, (email: string) => string> = {
  signup: texts.signupDone,
  change_email: texts.changeDone,
  change_login: texts.loginDone,
};

/** Opens from an emailed link: confirms the address at once, then offers to sign in. */
function ConfirmPage({ purpose }: { purpose: ConfirmPurpose }) {
  const { token } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();

  useRunOnce(token, (value) =>
    confirm.mutate({ token: value, purpose }, { onError: (error) => handleApiError(error) }),
  );

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.heading}
        </Title>
        <Text>{doneText[purpose](confirm.data.email)}</Text>
        <div>
          <Button onClick={() => void navigate('/login')}>{texts.signIn}</Button>
        </div>
      </Stack>
    );
  }

  if (confirm.isError || !token) {
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
        <Text>{texts.confirming}</Text>
      </Stack>
    </Center>
  );
}

export const ConfirmSignupPage = () => <ConfirmPage purpose="signup" />;
export const ConfirmChangeEmailPage = () => <ConfirmPage purpose="change_email" />;
export const ConfirmChangeLoginPage = () => <ConfirmPage purpose="change_login" />;
