/** The rate_limit_events table, shared by every API process (rate-limit.ts beside it holds the rules). */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema.ts';

export async function countEventsSince(db: Db, bucket: string, key: string, since: Date): Promise<number> {
  return (await eventsSince(db, bucket, key, since)).count;
}

export async function insertEvents(db: Db, bucket: string, keys: string[]): Promise<string[]> {
  const rows = await db
    .insert(rateLimitEvents)
    .values(keys.map((key) => ({ bucket, key })))
    .returning({ id: rateLimitEvents.id });
  return rows.map((r) => r.id);
}

export async function deleteEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, before));
}

export async function deleteEvents(db: Db, ids: string[]): Promise<void> {
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

/** How many events a key has since `since`, and when the newest was recorded (null: none). */
export async function eventsSince(
  db: Db,
  bucket: string,
  key: string,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${rateLimitEvents.createdAt})`.mapWith(rateLimitEvents.createdAt),
    })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** Forgets a key's events (a success ends a run of failures). */
export async function deleteKeyEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}
