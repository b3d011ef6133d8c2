import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useBootstrap } from '../../shared/bootstrap/get-bootstrap';
import { signOut } from '../../shared/session/sign-out';
import { Wordmark } from '../../shared/ui/wordmark';
import { appMessages } from '../messages';

/** The first, minimal authenticated frame: logo, who is signed in to which studio, Sign out. */
export function AppLayout() {
  const { profile, authorizedCompany } = useBootstrap();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut('user');
  };

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap" maw={1200} mx="auto">
          <Anchor component={Link} to="/" underline="never" aria-label={appMessages.home}>
            <Wordmark />
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text fw={600} size="sm">
                {profile.fullName}
              </Text>
              <Text size="xs" c="dimmed">
                {authorizedCompany.name}
              </Text>
            </Stack>
            <Button variant="default" onClick={onSignOut} loading={signingOut}>
              {appMessages.signOut}
            </Button>
          </Group>
        </Group>
      </Box>
      <Box component="main" px="md" py="xl" maw={1200} mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}
