import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import {
  countEventsSince,
  deleteEvents,
  deleteEventsBefore,
  insertEvents,
  lockName,
} from './rate-limits/repo.ts';

export type Limit = { bucket: string; max: number; windowMs: number };

/** Sign-in failures per email and per client address (issue: at most 20 in 15 minutes). */
export const LOGIN_FAILURES: Limit = { bucket: 'login-failure', max: 20, windowMs: 15 * 60_000 };
/** Sign-in failures of one trusted device (its device token), counted apart from its account's. */
export const DEVICE_FAILURES: Limit = { bucket: 'device-failure', max: 20, windowMs: 15 * 60_000 };
export const SIGNUP: Limit = { bucket: 'signup', max: 20, windowMs: 60 * 60_000 };
export const FORGOT_BY_ADDRESS: Limit = { bucket: 'forgot-ip', max: 20, windowMs: 15 * 60_000 };
export const FORGOT_BY_EMAIL: Limit = { bucket: 'forgot-email', max: 5, windowMs: 60 * 60_000 };
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

export const rateLimited = (limit: Limit) => {
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
    for (const key of unique) {
      await lockName(tx, `${limit.bucket}:${key}`);
    }
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
