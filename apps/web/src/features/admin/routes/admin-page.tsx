import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAdminToken } from '../admin-session';
import { AdminConsole } from '../components/admin-console';
import { AdminLoginForm } from '../components/admin-login-form';
import { adminMessages as texts } from '../messages';

/** /admins: the administrators' own sign-in, and after it their console. */
export function AdminPage() {
  const token = useAdminToken();
  if (token) return <AdminConsole token={token} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {texts.loginHeading}
        </Title>
        <Text c="dimmed" mt={4}>
          {texts.loginIntro}
        </Text>
      </div>
      <AdminLoginForm />
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {texts.studioLogin}
      </Anchor>
    </Stack>
  );
}
