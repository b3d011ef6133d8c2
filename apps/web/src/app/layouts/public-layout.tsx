import { Anchor, Box, Container, Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { appMessages } from '../messages';

/** The signed-out pages: the wordmark above one card. */
export function PublicLayout() {
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'lg', sm: 48 }}>
      <Container size={560} px="md">
        <Box component="header" ta="center" mb="lg">
          <Anchor component={Link} to="/" underline="never" aria-label={appMessages.home}>
            <Logo size={36} />
          </Anchor>
        </Box>
        <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
