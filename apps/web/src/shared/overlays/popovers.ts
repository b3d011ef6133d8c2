import { useEffect, useRef } from 'react';

/**
 * Popovers, menus and dropdowns hold their open state in their own components; the session and the
 * error catalogue must be able to close them all (at logout, on an event change). An open
 * one registers how to close itself here.
 */
const closers = new Set<() => void>();

export function closeAllPopovers() {
  for (const close of [...closers]) close();
}

/** Registers `close` while `opened`: `useClosablePopover(opened, () => setOpened(false))`. */
export function useClosablePopover(opened: boolean, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!opened) return;
    const closer = () => latest.current();
    closers.add(closer);
    return () => {
      closers.delete(closer);
    };
  }, [opened]);
}
