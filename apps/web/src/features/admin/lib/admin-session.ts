import type { TokenPair } from '@focal/contracts';
import { useSyncExternalStore } from 'react';
import { localStore } from '../../../shared/storage/storage';

/**
 * Administrators have their own session, apart from the photographers' one: signing in here
 * neither uses nor ends a studio session.
 */
const KEY = 'admin.session';
const listeners = new Set<() => void>();

export const getAdminToken = () => localStore.get<TokenPair>(KEY)?.access_token ?? null;

function changed() {
  for (const listener of [...listeners]) listener();
}

export function setAdminSession(pair: TokenPair) {
  localStore.set(KEY, pair);
  changed();
}

export function clearAdminSession() {
  localStore.remove(KEY);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAdminToken = () => useSyncExternalStore(subscribe, getAdminToken, () => null);
