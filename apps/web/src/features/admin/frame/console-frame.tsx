import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { IconLogout } from '../../../shared/ui/icons';
import { Logo } from '../../../shared/ui/logo';
import { ConsolePaths } from '../lib/console-paths';
import { adminMessages as texts } from '../messages';
import { consoleNav } from './nav-items';

type Props = { name: string; onSignOut: () => void; children: ReactNode };

/** The console once signed in: its navigation, who is signed in and Sign out, then the page. */
export function ConsoleFrame({ name, onSignOut, children }: Props) {
  const [opened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={texts.openMenu}
            />
            <Anchor
              component={Link}
              to={ConsolePaths.accounts}
              underline="never"
              aria-label={texts.consoleName}
            >
              <Logo size={28} />
            </Anchor>
            <Text fw={600} visibleFrom="xs">
              {texts.consoleName}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {texts.signedInAs(name)}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden focusable={false} />}
              onClick={onSignOut}
            >
              {texts.signOut}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={texts.navLabel}>
        {consoleNav.map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.8} aria-hidden focusable={false} />}
            onClick={menu.close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
