import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import { showErrorToast } from '../../../shared/errors/error-toast';
import { AuthCard } from '../../../shared/ui/auth-card';
import { clearAdminSession } from '../lib/admin-session';
import { useAdminMe } from '../api/get-admin-me';
import { adminMessages as texts } from '../messages';
import { LoadingStatus } from '../../../shared/ui/loading-status';

/** Honest and minimal: who is signed in, and a way out. The tools come later. */
export function AdminConsole({ token }: { token: string }) {
  const me = useAdminMe(token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!me.error) return;
    // An expired or refused administrator token simply asks to sign in again.
    if (!isApiError(me.error) || me.error.status !== 401) showErrorToast(me.error);
    clearAdminSession();
  }, [me.error]);

  const signOut = () => {
    queryClient.removeQueries({ queryKey: ['admin-me'] });
    clearAdminSession();
  };

  if (!me.data) {
    return <LoadingStatus label={texts.loading} py="xl" />;
  }

  return (
    <AuthCard heading={texts.consoleHeading} gap="md">
      <Text>{texts.signedInAs(me.data.name, me.data.email)}</Text>
      <Text c="dimmed">{texts.consoleNote}</Text>
      <div>
        <Button variant="default" onClick={signOut}>
          {texts.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}
