import { ActionIcon, Anchor, Burger } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Burger.css';
import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { appMessages, frameMessages as texts, navMessages } from '../../messages';
import classes from './frame.module.css';
import { SettingsIcon } from './icons';

export const MOBILE_MENU_ID = 'focal-mobile-menu';

type Props = { menuOpened: boolean; onToggleMenu: (() => void) | null };

/** Spec 01 §2.3: the mobile top area: the menu toggle, the logo and a link to the settings. */
export function MobileHeader({ menuOpened, onToggleMenu }: Props) {
  return (
    <header className={classes.header}>
      {onToggleMenu && (
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? texts.closeMenu : texts.openMenu}
          aria-expanded={menuOpened}
          aria-controls={menuOpened ? MOBILE_MENU_ID : undefined}
        />
      )}
      <Anchor component={Link} to="/" underline="never" aria-label={appMessages.home}>
        <Logo />
      </Anchor>
      <ActionIcon
        component={Link}
        to="/settings"
        variant="subtle"
        color="gray"
        size="lg"
        ml="auto"
        aria-label={navMessages.settings}
      >
        <SettingsIcon />
      </ActionIcon>
    </header>
  );
}
