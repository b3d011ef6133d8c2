import { useEffect, useRef, useState } from 'react';

/** `load` run once and its promise kept; a failed import is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load();
    loading.catch(() => (loading = null));
    return loading;
  };
}

/**
 * A button's props that start loading what it opens (a dialog's chunk) when the pointer or the
 * focus comes to it, before the click.
 */
export const loadOnApproach = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
});

/**
 * A menu's button drawn at once, its menu (Mantine's Menu and its floating layer) loaded when the
 * pointer or the focus comes to the button, and shown opened on the click that asked for it:
 * `Loaded` is the menu once loaded, `buttonProps` go on the button drawn until then.
 */
export function useLazyMenu<C>(load: () => Promise<C>) {
  const [Loaded, setLoaded] = useState<{ Component: C } | null>(null);
  const prefetch = () => void load();
  const buttonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => void load().then((Component) => setLoaded({ Component })),
  } as const;
  return { Loaded: Loaded?.Component ?? null, buttonProps };
}

/**
 * The loaded menu's state: it mounts only on the click that asked for it (useLazyMenu), so it opens
 * as it mounts, with the focus on its button first, so closing it returns the focus there.
 * `menuProps` spread on Mantine's Menu.
 */
export function useMenuOpenedAtOnce() {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  const menuProps = {
    opened,
    onChange: setOpened,
    position: 'bottom-end',
    shadow: 'md',
    trapFocus: true,
    returnFocus: true,
    loop: true,
    // Its focus placeholder is a focusable role="presentation" element, which axe rightly refuses.
    withInitialFocusPlaceholder: false,
  } as const;
  return { target, menuProps };
}
