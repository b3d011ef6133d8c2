import { lockName } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import {
  countEventsSince,
  deleteEvents,
  deleteEventsBefore,
  deleteKeyEvents,
  eventsSince,
  insertEvents,
} from './repo.ts';

export type Limit = { bucket: string; max: number; windowMs: number };

/** Sign-in failures per email and per client address (issue: at most 20 in 15 minutes). */
export const LOGIN_FAILURES: Limit = { bucket: 'login-failure', max: 20, windowMs: 15 * 60_000 };
/** Sign-in failures of one trusted device (its device token), counted apart from its account's. */
export const DEVICE_FAILURES: Limit = { bucket: 'device-failure', max: 20, windowMs: 15 * 60_000 };
export const SIGNUP: Limit = { bucket: 'signup', max: 20, windowMs: 60 * 60_000 };
export const FORGOT_BY_ADDRESS: Limit = { bucket: 'forgot-ip', max: 20, windowMs: 15 * 60_000 };
export const FORGOT_BY_EMAIL: Limit = { bucket: 'forgot-email', max: 5, windowMs: 60 * 60_000 };
/** Portal links asked for by email or to replace a used one, per client address. */
export const PORTAL_LINKS_BY_ADDRESS: Limit = { bucket: 'portal-link-ip', max: 20, windowMs: 15 * 60_000 };
export const RESET_FAILURES: Limit = { bucket: 'reset-failure', max: 20, windowMs: 15 * 60_000 };
export const REFRESH: Limit = { bucket: 'refresh', max: 600, windowMs: 15 * 60_000 };
export const RESEND: Limit = { bucket: 'resend', max: 5, windowMs: 60 * 60_000 };

/**
 * Counters live in the database so that every API process shares them. A window's count is the
 * number of events recorded in it; old events are trimmed as new ones arrive.
 */
async function countRecent(db: Db, limit: Limit, key: string): Promise<number> {
  return countEventsSince(db, limit.bucket, key, new Date(Date.now() - limit.windowMs));
}

const rateLimited = (limit: Limit) => {
  const retryAfter = Math.ceil(limit.windowMs / 1000);
  return new AppError(
    'RateLimited',
    'Too many attempts',
    `Too many attempts. Please wait ${Math.round(limit.windowMs / 60_000)} minutes and try again.`,
    { headers: { 'retry-after': String(retryAfter) }, data: { retryAfterSeconds: retryAfter } },
  );
};

/**
 * Records one event under every key when each is below the limit, and returns their ids (null when
 * one is full, and nothing is recorded). Count and insert run in one transaction holding an
 * advisory lock per key, so parallel requests, from any API process, cannot all read "19" and all
 * pass: exactly `max` events fit in a window. Locks are taken in sorted order (no deadlock).
 */
export async function tryConsume(db: Db, limit: Limit, keys: string[]): Promise<string[] | null> {
  const unique = [...new Set(keys)].sort();
  const ids = await db.transaction(async (tx) => {
    await lockKeys(tx, limit.bucket, unique);
    for (const key of unique) {
      if ((await countRecent(tx, limit, key)) >= limit.max) return null;
    }
    return insertEvents(tx, limit.bucket, unique);
  });
  if (Math.random() < 0.01) {
    await deleteEventsBefore(db, new Date(Date.now() - 24 * 3600_000));
  }
  return ids;
}

/** One lock per key, taken in the order given (sorted by the callers: no deadlock). */
async function lockKeys(tx: Db, bucket: string, keys: string[]) {
  for (const key of keys) await lockName(tx, `${bucket}:${key}`);
}

/** A key's events of the horizon: how many, and when the newest was recorded (null: none). */
type RecentEvents = { count: number; last: Date | null };

/**
 * tryConsume for a wait that grows with the failures (two-factor's): under the same locks, `waitMs`
 * reads each key's events of the last `horizonMs` and answers how long that key must still wait.
 * Records one event under every key when none must; answers the longest wait, or the events' ids.
 */
export async function tryConsumeUnlessWaiting(
  db: Db,
  bucket: string,
  keys: string[],
  rule: { horizonMs: number; waitMs: (key: string, recent: RecentEvents, now: number) => number },
): Promise<{ waitMs: number; ids: string[] }> {
  const unique = [...new Set(keys)].sort();
  return db.transaction(async (tx) => {
    await lockKeys(tx, bucket, unique);
    const now = Date.now();
    let waitMs = 0;
    for (const key of unique) {
      const recent = await eventsSince(tx, bucket, key, new Date(now - rule.horizonMs));
      waitMs = Math.max(waitMs, rule.waitMs(key, recent, now));
    }
    return waitMs > 0 ? { waitMs, ids: [] } : { waitMs, ids: await insertEvents(tx, bucket, unique) };
  });
}

/** Counts this request under every key and refuses it (RateLimited) when a window is full. */
export async function consume(db: Db, limit: Limit, keys: string | string[]): Promise<string[]> {
  const ids = await tryConsume(db, limit, typeof keys === 'string' ? [keys] : keys);
  if (!ids) throw rateLimited(limit);
  return ids;
}

/**
 * Gives back events taken before an attempt whose outcome was not yet known: a sign-in reserves a
 * failure up front (so the count is atomic) and releases it when the password was right.
 */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await deleteEvents(db, ids);
}

/** Forgets a key's events (a success ends a run of failures). */
export async function forgetKey(db: Db, bucket: string, key: string): Promise<void> {
  await deleteKeyEvents(db, bucket, key);
}
