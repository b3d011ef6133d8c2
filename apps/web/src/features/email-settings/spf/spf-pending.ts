import { useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../../../shared/storage/storage';

/**
 * Spec 02 §4: after the custom SMTP settings are saved, "a pending timestamp and a username are kept
 * in local storage per company"; the watcher (spf-check-watcher.tsx) checks the SPF record until it
 * is found or 24 hours have passed. Kept in localStorage so a reload, a new tab or tomorrow's visit
 * carries on the same check.
 */
export type SpfPending = { since: number; username: string };

/** "The check repeats every 15 minutes." */
export const SPF_CHECK_INTERVAL_MS = 15 * 60_000;
/** "On SPF_ISSUE within 24 hours of the pending timestamp, checking continues." */
export const SPF_PENDING_WINDOW_MS = 24 * 60 * 60_000;

const keyOf = (companyId: string) => `emailSettings.spfPending.${companyId}`;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};

const isPending = (value: unknown): value is SpfPending =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SpfPending).since === 'number' &&
  typeof (value as SpfPending).username === 'string';

/** Called by the settings page once the custom SMTP settings are saved (username: the sender address). */
export function markSpfCheckPending(companyId: string, username: string): void {
  localStore.set<SpfPending>(keyOf(companyId), { since: Date.now(), username });
  changed();
}

export function readSpfPending(companyId: string): SpfPending | null {
  const value = localStore.get<unknown>(keyOf(companyId));
  return isPending(value) ? value : null;
}

export function clearSpfPending(companyId: string): void {
  localStore.remove(keyOf(companyId));
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab that settled the check (and showed the modal) stops this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The company's pending check, re-read whenever this tab or another changes it. */
export function useSpfPending(companyId: string): SpfPending | null {
  // The snapshot is a string, so an unchanged value is the same snapshot (no render loop).
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(readSpfPending(companyId)),
    () => 'null',
  );
  return useMemo(() => JSON.parse(snapshot) as SpfPending | null, [snapshot]);
}
