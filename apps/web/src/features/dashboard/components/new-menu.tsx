import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { Link } from 'react-router';
import { projectsPath } from '../../../shared/paths';
import {
  IconBriefcase,
  IconChevronDown,
  IconPlus,
  IconTargetArrow,
  IconUser,
} from '../../../shared/ui/icons';
import { dashboardMessages } from '../messages';

const texts = dashboardMessages.newMenu;

/**
 * '+ New' for a client, a lead or a job. The clients and leads pages own those modals: the menu
 * opens them through `?new=1` on their pages.
 */
export const NEW_CLIENT_PATH = '/clients?new=1';
export const newProjectPath = (kind: 'lead' | 'job') => `${projectsPath(kind)}?new=1`;

export function NewMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={texts.label}
        >
          {texts.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={NEW_CLIENT_PATH} leftSection={<IconUser size={16} />}>
          {texts.client}
        </Menu.Item>
        <Menu.Item component={Link} to={newProjectPath('lead')} leftSection={<IconTargetArrow size={16} />}>
          {texts.lead}
        </Menu.Item>
        <Menu.Item component={Link} to={newProjectPath('job')} leftSection={<IconBriefcase size={16} />}>
          {texts.job}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
