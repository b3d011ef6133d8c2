import type { ComponentType } from 'react';
import { loadOnce, useLazyMenu } from '../../../shared/ui/lazy-menu';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu-model';

type Loaded = ComponentType<UserMenuProps>;
const loadMenu = loadOnce(() => import('./user-menu').then((m): Loaded => m.UserMenu));

/**
 * The user menu's button, drawn at once; the menu itself loads when the pointer or the focus comes
 * to the button, and opens on the click that asked for it. The signed-in frame's first paint does
 * not wait for a menu the user may never open.
 */
export function UserMenuTrigger(props: UserMenuProps) {
  const { Loaded, buttonProps } = useLazyMenu(loadMenu);
  if (Loaded) return <Loaded {...props} />;
  return (
    <UserMenuButton
      name={props.model.name}
      company={props.company}
      photoUrl={props.model.photoUrl}
      {...buttonProps}
    />
  );
}
