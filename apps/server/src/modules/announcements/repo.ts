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

/* The console's side (admin-catalogue): every row, whatever its schedule or state. */

export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;

/** Live ones first, then by priority and newest. */
export function allAnnouncementRows(db: Db): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.active), desc(announcements.priority), desc(announcements.createdAt))
    .limit(500);
}

export async function announcementForUpdate(tx: Db, id: string): Promise<AnnouncementRow | null> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  return row ?? null;
}

/** Throws PostgreSQL's unique violation when the key is taken (the caller answers AlreadyExists). */
export async function insertAnnouncementRow(tx: Db, values: AnnouncementValues): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncementRow(
  tx: Db,
  id: string,
  values: Partial<AnnouncementValues>,
): Promise<AnnouncementRow> {
  const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  return row!;
}
