import { passwordField } from '@focal/contracts/fields';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { isApiError } from '../../../../shared/http/api-error';
import { PasswordField } from '../../../../shared/password/password-field';
import { AuthCard } from '../../../../shared/ui/auth-card';
import { LoadingStatus } from '../../../../shared/ui/loading-status';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useAdminInvitation } from '../api/get-invitation';
import { ConsolePaths } from '../../lib/console-paths';
import { invitationMessages as texts } from '../messages';

/** /admins/invitation/:token: the invitee sets a password (sign-up's rules and meter) and is in. */
export function AdminInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useAdminInvitation(token);
  const email = invitation.data?.email ?? '';
  const accept = useAcceptInvitation(token, email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (accept.isSuccess) return <Navigate to={ConsolePaths.accounts} replace />;
  if (invitation.error) {
    const error = invitation.error;
    return (
      <AuthCard heading={texts.invalidTitle}>
        <Alert color="orange" role="alert">
          {isApiError(error) ? error.body.errorMessage : error.message}
        </Alert>
        <Anchor component={Link} to={ConsolePaths.signIn}>
          {texts.signIn}
        </Anchor>
      </AuthCard>
    );
  }
  if (!invitation.data) return <LoadingStatus label={texts.loading} visibleLabel py="xl" />;

  const { name } = invitation.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordField.safeParse(password);
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    try {
      await accept.mutateAsync(password);
    } catch (failure) {
      const setFieldError = (field: string, message: string) => {
        if (field !== 'password') return false;
        setError(message);
        return true;
      };
      handleApiError(failure, { setFieldError });
    }
  };

  return (
    <AuthCard heading={texts.heading} intro={texts.intro(name, email)}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <PasswordField
            label={texts.password}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            strengthOf={password}
            userInputs={[email, name]}
          />
          <Button type="submit" loading={accept.isPending} fullWidth size="md">
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
