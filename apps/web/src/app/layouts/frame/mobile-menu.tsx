import { Anchor, Button, Collapse, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Drawer.css';
import { CompanyAvatar } from '../../../features/companies/components/company-avatar';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_PATH } from '../../../shared/paths';
import { PhotoWidget } from '../../../shared/photo/photo-widget';
import { isAppShell } from '../../../shared/platform';
import { appMessages, frameMessages as texts } from '../../messages';
import { ExternalAnchorLabel } from './external-anchor-label';
import { followPostLink } from './server-link';
import classes from './frame.module.css';
import { ChevronIcon } from './icons';
import { MOBILE_MENU_ID } from './mobile-header';
import { mainNav } from './nav-items';
import { NavList } from './nav-list';
import type { MenuCompany, UserMenuModel } from './user-menu-model';

type Props = {
  opened: boolean;
  onClose: () => void;
  model: UserMenuModel;
  signingOut: boolean;
  onSignOut: () => void;
  onSwitchCompany?: (companyId: string) => void;
  onAddCompany?: () => void;
};

/** Another company of the account: choosing it switches to it. */
function OtherCompany({ company, onSwitch }: { company: MenuCompany; onSwitch: () => void }) {
  return (
    <UnstyledButton onClick={onSwitch} w="100%" py={6} aria-label={texts.switchTo(company.name)}>
      <Group gap="xs" wrap="nowrap">
        <CompanyAvatar name={company.name} logoUrl={company.logoUrl} size={22} />
        <Text size="sm">{company.name}</Text>
      </Group>
    </UnstyledButton>
  );
}

/** The current company and, when expanded, the pages to open in it. */
function CompanyEntry({ company, onNavigate }: { company: MenuCompany; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(company.selected);
  const listId = useId();
  return (
    <div>
      <UnstyledButton
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={listId}
        w="100%"
        py={6}
      >
        <Group justify="space-between" wrap="nowrap">
          <CompanyAvatar name={company.name} logoUrl={company.logoUrl} size={22} />
          <Text fw={600} size="sm" mr="auto">
            {company.name}
            {company.selected && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({texts.currentCompany})
              </Text>
            )}
          </Text>
          <ChevronIcon open={expanded} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded} id={listId}>
        <NavList
          label={texts.companyPages(company.name)}
          items={mainNav}
          listClassName={classes.navColumn}
          linkClassName={classes.navLink}
          onNavigate={onNavigate}
        />
      </Collapse>
    </div>
  );
}

/**
 * Spec 01 §2.3: the mobile menu: the user, the companies with their pages, Add New Company when
 * offered, help links and Sign out. It closes when the window's width changes.
 */
export function MobileMenu(props: Props) {
  const { opened, onClose, model, signingOut, onSignOut, onSwitchCompany, onAddCompany } = props;
  const width = useRef(typeof window === 'undefined' ? 0 : window.innerWidth);
  useEffect(() => {
    if (!opened) return;
    width.current = window.innerWidth;
    // Height changes (the on-screen keyboard, the address bar) are not a resize of the layout.
    const onResize = () => {
      if (window.innerWidth !== width.current) onClose();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [opened, onClose]);

  // Loaded on the first opening (app-layout.tsx), it mounts already asked open; the drawer opens one
  // render later, so it sees the change and notes the focused toggle to give focus back to on close.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Drawer
      id={MOBILE_MENU_ID}
      opened={opened && mounted}
      onClose={onClose}
      title={texts.menu}
      size={320}
      closeButtonProps={{ 'aria-label': texts.closeMenu }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PhotoWidget photoUrl={model.photoUrl} size={40} />
          <div>
            <Text fw={600}>{model.name}</Text>
            <Text size="sm" c="dimmed">
              {model.email}
            </Text>
            {/* Spec 01 §2.1: the mobile apps allow the settings root only. */}
            {!isAppShell() && (
              <Anchor component={Link} to={PROFILE_PATH} size="sm" onClick={onClose}>
                {appMessages.myProfile}
              </Anchor>
            )}
          </div>
        </Group>
        <Divider />
        <section aria-label={texts.companies}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
            {texts.companies}
          </Text>
          {model.companies.map((company) =>
            company.selected || !onSwitchCompany ? (
              <CompanyEntry key={company.id} company={company} onNavigate={onClose} />
            ) : (
              <OtherCompany
                key={company.id}
                company={company}
                onSwitch={() => {
                  onClose();
                  onSwitchCompany(company.id);
                }}
              />
            ),
          )}
          {model.canAddCompany && onAddCompany && (
            <Button
              variant="light"
              size="xs"
              mt="xs"
              onClick={() => {
                onClose();
                onAddCompany();
              }}
            >
              {texts.addCompany}
            </Button>
          )}
        </section>
        <Divider />
        <section aria-label={texts.help}>
          <Stack gap={6}>
            {model.serverLinks.map((link) =>
              link.method === 'POST' ? (
                <Anchor
                  key={link.key}
                  component="button"
                  size="sm"
                  ta="left"
                  onClick={() => void followPostLink(link.href)}
                >
                  {link.label}
                </Anchor>
              ) : (
                <Anchor key={link.key} href={link.href} size="sm" {...external}>
                  <ExternalAnchorLabel label={link.label} />
                </Anchor>
              ),
            )}
          </Stack>
        </section>
        <Divider />
        <Button variant="default" onClick={onSignOut} loading={signingOut}>
          {appMessages.signOut}
        </Button>
      </Stack>
    </Drawer>
  );
}
