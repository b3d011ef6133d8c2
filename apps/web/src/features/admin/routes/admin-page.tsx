import { Alert, Anchor } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/ui/auth-card';
import { AdminLoginForm } from '../components/admin-login-form';
import { adminSessionEndedReason, useAdminToken } from '../lib/admin-session';
import { ConsolePaths } from '../lib/console-paths';
import { adminMessages as texts } from '../messages';

/** Only a console page: `next` comes from the address bar, so anything else is ignored. */
const consolePage = (next: string | null) =>
  next?.startsWith(`${ConsolePaths.signIn}/`) && !next.startsWith('//') ? next : ConsolePaths.accounts;

/** /admins: the administrators' own sign-in; signed in, the console (the page asked for, or Accounts). */
export function AdminPage() {
  const token = useAdminToken();
  const [search] = useSearchParams();
  if (token) return <Navigate to={consolePage(search.get('next'))} replace />;
  return (
    <AuthCard heading={texts.loginHeading} intro={texts.loginIntro}>
      {adminSessionEndedReason() === 'expired' && (
        <Alert color="orange" title={texts.sessionEndedTitle} role="alert">
          {texts.sessionEnded}
        </Alert>
      )}
      <AdminLoginForm />
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {texts.studioLogin}
      </Anchor>
    </AuthCard>
  );
}
