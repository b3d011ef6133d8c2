import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';

/**
 * The activity of clients, leads and jobs (issue 17): one row per thing that happened, written in
 * the transaction that did it, read newest first on the record's profile.
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

/** One page of a record's activity, newest first; `before` is the last row of the previous page. */
export async function listActivity(
  db: Db,
  subject: ActivitySubject,
  page: { limit: number; before?: { at: Date; id: string } },
): Promise<ActivityRow[]> {
  const { before } = page;
  return db
    .select()
    .from(activity)
    .where(
      and(
        eq(activity.companyId, subject.companyId),
        eq(activity.subjectType, subject.subjectType),
        eq(activity.subjectId, subject.subjectId),
        before
          ? or(lt(activity.at, before.at), and(eq(activity.at, before.at), lt(activity.id, before.id)))
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
