import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: a link or Back inside the app is held (the caller
 * shows a dialog from the returned blocker), closing or reloading the tab gets the browser's
 * question. `allowNext()` lets the next navigation through (after a save moves the page).
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
