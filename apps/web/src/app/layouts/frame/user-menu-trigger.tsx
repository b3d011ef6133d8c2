import { type ComponentType, useState } from 'react';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuModel } from './user-menu-model';

export type UserMenuProps = {
  model: UserMenuModel;
  company: string;
  onSignOut: () => void;
  /** Called to switch company; choosing the current one does nothing (spec 01 §4.3). */
  onSwitchCompany?: (companyId: string) => void;
  onAddCompany?: () => void;
};

type Loaded = ComponentType<UserMenuProps & { openAtOnce: boolean }>;
let loading: Promise<Loaded> | null = null;
const loadMenu = () => {
  loading ??= import('./user-menu').then((m) => m.UserMenu);
  loading.catch(() => (loading = null));
  return loading;
};

/**
 * The user menu's button, drawn at once; the menu itself (Mantine's Menu and its floating layer) loads
 * when the pointer or the focus comes to the button, and opens on the click that asked for it. The
 * signed-in frame's first paint does not wait for a menu the user may never open.
 */
export function UserMenuTrigger(props: UserMenuProps) {
  const [menu, setMenu] = useState<{ Component: Loaded; open: boolean } | null>(null);
  if (menu) return <menu.Component {...props} openAtOnce={menu.open} />;
  const prefetch = () => void loadMenu();
  return (
    <UserMenuButton
      name={props.model.name}
      company={props.company}
      photoUrl={props.model.photoUrl}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void loadMenu().then((Component) => setMenu({ Component, open: true }))}
    />
  );
}
