import type { ComponentType } from 'react';
import { loadOnce, useLazyMenu } from '../../../shared/ui/lazy-menu';
import { NewMenuButton } from './new-menu-button';

const loadMenu = loadOnce(() => import('./new-menu').then((m): ComponentType => m.NewMenu));

/**
 * The '+ New' button, drawn at once; the menu loads when the pointer or the focus comes to it and
 * opens on the click that asked, as the user menu does, so the dashboard's first paint on a phone
 * carries no menu code.
 */
export function NewMenuTrigger() {
  const { Loaded, buttonProps } = useLazyMenu(loadMenu);
  if (Loaded) return <Loaded />;
  return <NewMenuButton {...buttonProps} />;
}
