import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { appMessages } from '../../messages';
import classes from './frame.module.css';
import { MainNav } from './main-nav';
import { UserMenuTrigger } from './user-menu-trigger';
import type { UserMenuModel } from './user-menu-model';

type Props = {
  model: UserMenuModel;
  company: string;
  signingOut: boolean;
  onSignOut: () => void;
  onSwitchCompany?: (companyId: string) => void;
  onAddCompany?: () => void;
};

/** Spec 01 §2.3: the logo (to /), the navigation and the user menu. */
export function DesktopHeader({
  model,
  company,
  signingOut,
  onSignOut,
  onSwitchCompany,
  onAddCompany,
}: Props) {
  return (
    <header className={classes.header}>
      <Anchor component={Link} to="/" underline="never" aria-label={appMessages.home}>
        <Logo />
      </Anchor>
      <MainNav />
      <Group gap="xs" ml="auto" wrap="nowrap">
        <UserMenuTrigger
          model={model}
          company={company}
          onSignOut={onSignOut}
          onSwitchCompany={onSwitchCompany}
          onAddCompany={onAddCompany}
        />
        <Button variant="default" size="xs" onClick={onSignOut} loading={signingOut}>
          {appMessages.signOut}
        </Button>
      </Group>
    </header>
  );
}
