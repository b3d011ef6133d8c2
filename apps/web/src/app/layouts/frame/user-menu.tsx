import { Box, Group, Menu, Text } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { Link } from 'react-router';
import { useMenuOpenedAtOnce } from '../../../shared/ui/lazy-menu';
import { PROFILE_PATH } from '../../../shared/paths';
import { CompanyAvatar } from '../../../features/companies/components/company-avatar';
import { appMessages, frameMessages as texts } from '../../messages';
import { ExternalAnchorLabel } from './external-anchor-label';
import { followPostLink } from './server-link';
import { CheckIcon } from './icons';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu-model';

/** Spec 01 §9: the user dropdown is 360 px wide. */
const USER_MENU_WIDTH = 360;

/**
 * The desktop user menu: who is signed in, the companies, the server's and help links, Sign out.
 * Loaded by user-menu-trigger.tsx on the click that asked for it, so it opens as it mounts (with the
 * focus on its button first, so closing it returns the focus there).
 */
export function UserMenu({ model, company, onSignOut, onSwitchCompany, onAddCompany }: UserMenuProps) {
  const { target, menuProps } = useMenuOpenedAtOnce();
  const selected = model.companies.find((c) => c.selected)?.id ?? null;
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Menu {...menuProps} width={USER_MENU_WIDTH}>
      <Menu.Target>
        <UserMenuButton ref={target} name={model.name} company={company} photoUrl={model.photoUrl} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text fw={600} size="sm">
            {model.name}
          </Text>
          <Text size="xs" c="dimmed">
            {model.email}
          </Text>
        </Box>
        <Menu.Item component={Link} to={PROFILE_PATH}>
          {appMessages.myProfile}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{texts.companies}</Menu.Label>
        <Menu.RadioGroup
          value={selected}
          onChange={(id) => {
            if (id !== selected) onSwitchCompany?.(id);
          }}
        >
          {model.companies.map((c) => (
            <Menu.RadioItem key={c.id} value={c.id} closeMenuOnClick checkIcon={<CheckIcon size={16} />}>
              <Group gap="xs" wrap="nowrap">
                <CompanyAvatar name={c.name} logoUrl={c.logoUrl} size={22} />
                <Text size="sm" truncate="end">
                  {c.name}
                </Text>
              </Group>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        {model.canAddCompany && onAddCompany && (
          <Menu.Item onClick={onAddCompany}>{texts.addCompany}</Menu.Item>
        )}
        <Menu.Divider />
        {model.serverLinks.map((link) =>
          link.method === 'POST' ? (
            <Menu.Item key={link.key} onClick={() => void followPostLink(link.href)}>
              {link.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.key} {...external} href={link.href}>
              <ExternalAnchorLabel label={link.label} />
            </Menu.Item>
          ),
        )}
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>{appMessages.signOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
