import { Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { Link } from 'react-router';
import { useMenuOpenedAtOnce } from '../../../shared/ui/lazy-menu';
import { IconBriefcase, IconTargetArrow, IconUser } from '../../../shared/ui/icons';
import { NEW_CLIENT_PATH, newJobPath } from '../lib/new-paths';
import { dashboardMessages } from '../messages';
import { NewMenuButton } from './new-menu-button';

const texts = dashboardMessages.newMenu;

/**
 * '+ New' for a client, a lead or a job (loaded by new-menu-trigger.tsx when first used): the
 * clients and leads pages own those modals, opened through `?new=1`. It opens as it mounts (the
 * click that loaded it asked), with the focus on its button first, so closing it returns it there.
 */
export function NewMenu() {
  const { target, menuProps } = useMenuOpenedAtOnce();
  return (
    <Menu {...menuProps}>
      <Menu.Target>
        <NewMenuButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={NEW_CLIENT_PATH} leftSection={<IconUser size={16} />}>
          {texts.client}
        </Menu.Item>
        <Menu.Item component={Link} to={newJobPath('lead')} leftSection={<IconTargetArrow size={16} />}>
          {texts.lead}
        </Menu.Item>
        <Menu.Item component={Link} to={newJobPath('job')} leftSection={<IconBriefcase size={16} />}>
          {texts.job}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
