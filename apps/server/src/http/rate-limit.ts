import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export type Limit = { bucket: string; max: number; windowMs: number };

/** Sign-in failures per email and per client address (issue: at most 20 in 15 minutes). */
export const LOGIN_FAILURES: Limit = { bucket: 'login-failure', max: 20, windowMs: 15 * 60_000 };
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
export async function countRecent(db: Db, limit: Limit, key: string): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, limit.bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function recordEvent(db: Db, limit: Limit, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, key });
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitEvents)
      .where(lt(rateLimitEvents.createdAt, new Date(Date.now() - 24 * 3600_000)));
  }
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

export async function assertUnderLimit(db: Db, limit: Limit, keys: string[]): Promise<void> {
  for (const key of keys) {
    if ((await countRecent(db, limit, key)) >= limit.max) throw rateLimited(limit);
  }
}

/** Counts this request and refuses it when the window is already full. */
export async function consume(db: Db, limit: Limit, key: string): Promise<void> {
  await assertUnderLimit(db, limit, [key]);
  await recordEvent(db, limit, key);
}
