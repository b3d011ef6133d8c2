import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';
import { CURSOR_AT_FORMAT, type Keyset } from '../../http/keyset-cursor.ts';

/**
 * The activity of clients, leads and jobs: one row per thing that happened, written in the
 * transaction that did it, read newest first on the record's profile.
 */
export type ActivityRow = typeof activity.$inferSelect;
export type ActivitySubject = {
  companyId: string;
  subjectType: ActivityRow['subjectType'];
  subjectId: string;
};

export async function recordActivity(
  db: Db,
  entry: ActivitySubject & { userId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(activity).values({ ...entry, details: entry.details ?? {} });
}

/**
 * One page of a record's activity, newest first; `before` is the last row of the previous page, its
 * time as PostgreSQL printed it (CURSOR_AT_FORMAT, to the microsecond): a JavaScript Date keeps
 * milliseconds only, and rows written in the same millisecond as a page's last one would be skipped.
 * Each row carries that `cursorAt` for the next page's cursor.
 */
export async function listActivity(
  db: Db,
  subject: ActivitySubject,
  page: { limit: number; before?: Keyset | undefined },
): Promise<(ActivityRow & { cursorAt: string })[]> {
  const { before } = page;
  return db
    .select({
      ...getTableColumns(activity),
      cursorAt: sql<string>`to_char(${activity.at} at time zone 'UTC', ${CURSOR_AT_FORMAT})`,
    })
    .from(activity)
    .where(
      and(
        eq(activity.companyId, subject.companyId),
        eq(activity.subjectType, subject.subjectType),
        eq(activity.subjectId, subject.subjectId),
        before
          ? sql`(${activity.at}, ${activity.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(page.limit);
}

/** Moves a record's activity with it (a client merged, a record moved to another company). */
export async function moveActivity(db: Db, from: ActivitySubject, to: ActivitySubject): Promise<void> {
  await db
    .update(activity)
    .set({ companyId: to.companyId, subjectType: to.subjectType, subjectId: to.subjectId })
    .where(
      and(
        eq(activity.companyId, from.companyId),
        eq(activity.subjectType, from.subjectType),
        eq(activity.subjectId, from.subjectId),
      ),
    );
}
