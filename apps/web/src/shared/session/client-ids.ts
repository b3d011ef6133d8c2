import { localStore, tabStore } from '../storage/storage';

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function getOrCreate(store: typeof localStore, key: string) {
  const existing = store.get<string>(key);
  if (existing) return existing;
  const id = randomId();
  store.set(key, id);
  return id;
}

/** Identifies this browser across restarts (sent as `BrowserToken`). */
export const getBrowserToken = () => getOrCreate(localStore, 'browserToken');

/** Identifies this tab (sent as `SessionToken`); sessionStorage is per tab. */
export const getTabSessionId = () => getOrCreate(tabStore, 'tabSession');
