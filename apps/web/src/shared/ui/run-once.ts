import { useEffect, useRef } from 'react';

/**
 * Runs an action once per key when the page opens. A link token works once, so the action must not
 * run twice even when React runs effects twice in development.
 */
export function useRunOnce(key: string | undefined, action: (key: string) => void) {
  const ran = useRef<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!key || ran.current === key) return;
    ran.current = key;
    latest.current(key);
  }, [key]);
}
