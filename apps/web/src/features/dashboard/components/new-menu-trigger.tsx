import { type ComponentType, useState } from 'react';
import { NewMenuButton } from './new-menu-button';

type Loaded = ComponentType<{ openAtOnce: boolean }>;
let loading: Promise<Loaded> | null = null;
const loadMenu = () => {
  loading ??= import('./new-menu').then((m) => m.NewMenu);
  loading.catch(() => (loading = null));
  return loading;
};

/**
 * The '+ New' button, drawn at once; the menu (Mantine's Menu and its floating layer) loads when the
 * pointer or the focus comes to it and opens on the click that asked, as the user menu does, so the
 * dashboard's first paint on a phone carries no menu code.
 */
export function NewMenuTrigger() {
  const [menu, setMenu] = useState<{ Component: Loaded; open: boolean } | null>(null);
  if (menu) return <menu.Component openAtOnce={menu.open} />;
  const prefetch = () => void loadMenu();
  return (
    <NewMenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void loadMenu().then((Component) => setMenu({ Component, open: true }))}
    />
  );
}
