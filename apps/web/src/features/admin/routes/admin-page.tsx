import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useAdminToken } from '../lib/admin-session';
import { AdminConsole } from '../components/admin-console';
import { AdminLoginForm } from '../components/admin-login-form';
import { adminMessages as texts } from '../messages';

/** /admins: the administrators' own sign-in, and after it their console. */
export function AdminPage() {
  const token = useAdminToken();
  if (token) return <AdminConsole token={token} />;
  return (
    <AuthCard heading={texts.loginHeading} intro={texts.loginIntro}>
      <AdminLoginForm />
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {texts.studioLogin}
      </Anchor>
    </AuthCard>
  );
}
