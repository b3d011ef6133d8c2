import type { TokenPair } from '@focal/contracts';
import { useSyncExternalStore } from 'react';
import { localStore } from '../../../shared/storage/storage';

/**
 * Administrators have their own session, apart from the photographers' one: signing in here
 * neither uses nor ends a studio session.
 */
const KEY = 'admin.session';
const listeners = new Set<() => void>();
/** Why the last session ended, for the sign-in page to say (null: signed out by hand, or never in). */
let endedReason: 'expired' | null = null;

export const getAdminToken = () => localStore.get<TokenPair>(KEY)?.access_token ?? null;
export const getAdminRefreshToken = () => localStore.get<TokenPair>(KEY)?.refresh_token ?? null;
export const adminSessionEndedReason = () => endedReason;

function changed() {
  for (const listener of [...listeners]) listener();
}

export function setAdminSession(pair: TokenPair) {
  endedReason = null;
  localStore.set(KEY, pair);
  changed();
}

/** `expired`: the server refused the session (expired past refresh, revoked, disabled). */
export function clearAdminSession(reason: 'expired' | null = null) {
  endedReason = reason;
  localStore.remove(KEY);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Signing in or out in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localStore.fullKey(KEY)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useAdminToken = () => useSyncExternalStore(subscribe, getAdminToken, () => null);
