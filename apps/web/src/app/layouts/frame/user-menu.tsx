import { Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { CompanyAvatar } from '../../../features/companies/components/company-avatar';
import { appMessages, frameMessages as texts } from '../../messages';
import { ExternalAnchorLabel } from './external-anchor-label';
import { followPostLink } from './server-link';
import { CheckIcon, ChevronIcon } from './icons';
import type { UserMenuModel } from './user-menu-model';

/** Spec 01 §9: the user dropdown is 360 px wide. */
export const USER_MENU_WIDTH = 360;

type Props = {
  model: UserMenuModel;
  company: string;
  onSignOut: () => void;
  /** Called to switch company; choosing the current one does nothing (spec 01 §4.3). */
  onSwitchCompany?: (companyId: string) => void;
  onAddCompany?: () => void;
};

/** The desktop user menu: who is signed in, the companies, the server's and help links, Sign out. */
export function UserMenu({ model, company, onSignOut, onSwitchCompany, onAddCompany }: Props) {
  const selected = model.companies.find((c) => c.selected)?.id ?? null;
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Menu
      width={USER_MENU_WIDTH}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      loop
      // Its focus placeholder is a focusable role="presentation" element, which axe rightly refuses.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={texts.userMenu(model.name)} px="xs" py={4} style={{ borderRadius: 8 }}>
          <Group gap={6} wrap="nowrap">
            <Stack gap={0} align="flex-end" maw={200}>
              <Text fw={600} size="sm" truncate="end" maw={200}>
                {model.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" maw={200}>
                {company}
              </Text>
            </Stack>
            <ChevronIcon open={false} />
          </Group>
        </UnstyledButton>
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
