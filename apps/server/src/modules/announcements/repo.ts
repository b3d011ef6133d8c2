import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, subscriptions } from '../../db/schema.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The announcements showing now: active, started and not yet ended, highest priority first.
 * Announcements are platform-wide (no company): the service picks an account's by audience.
 */
export function currentAnnouncements(db: Db, now: Date): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.active, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(desc(announcements.priority), asc(announcements.createdAt), asc(announcements.key));
}

export async function subscriptionOfAccount(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessAccountId, businessAccountId));
  return row ?? null;
}
