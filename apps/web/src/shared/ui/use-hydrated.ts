import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's prerender and while the app hydrates that HTML, true from then on (and from
 * the start of a page the app renders itself). For what only the browser knows, which the HTML
 * cannot hold without a hydration mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
