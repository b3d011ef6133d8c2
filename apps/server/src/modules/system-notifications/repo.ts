import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  systemNotificationDismissals as dismissals,
  systemNotifications as notifications,
  systemNotificationTargets as targets,
  users,
} from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
/** What an administrator sets (the rest is the row's own bookkeeping). */
export type NotificationValues = Pick<
  NotificationRow,
  | 'name'
  | 'messageIcon'
  | 'messageHtml'
  | 'backgroundHexColor'
  | 'textHexColor'
  | 'actions'
  | 'validFrom'
  | 'validTill'
  | 'popup'
  | 'audience'
  | 'audienceTiers'
>;
type PlanTier = NonNullable<NotificationRow['audienceTiers']>[number];

/**
 * The rows whose audience holds this user: everyone, the plan tier of the company the session works
 * in (none: no tier), or the listed users. Retired ones never; validity is the caller's to add.
 */
function audienceOf(userId: string, planTier: PlanTier | null) {
  const listed = sql`exists (select 1 from ${targets} where ${targets.notificationId} = ${notifications.id}
    and ${targets.userId} = ${userId})`;
  return and(
    isNull(notifications.retiredAt),
    or(
      eq(notifications.audience, 'ALL'),
      planTier
        ? and(
            eq(notifications.audience, 'PLAN_TIERS'),
            sql`${planTier} = any(${notifications.audienceTiers})`,
          )
        : undefined,
      and(eq(notifications.audience, 'USERS'), listed),
    ),
  );
}

/**
 * What a user is served: in their audience, not ended (ones that start later are included: the
 * client shows each at its boundary), bar not dismissed; with whether the popup was dismissed.
 * Ordered by start (an open start first), then creation: the client opens the first event's popup.
 */
export function servedTo(db: Db, userId: string, planTier: PlanTier | null, now: Date) {
  return db
    .select({ notification: notifications, popupDismissedAt: dismissals.popupDismissedAt })
    .from(notifications)
    .leftJoin(dismissals, and(eq(dismissals.notificationId, notifications.id), eq(dismissals.userId, userId)))
    .where(
      and(
        audienceOf(userId, planTier),
        or(isNull(notifications.validTill), gt(notifications.validTill, now)),
        isNull(dismissals.eventDismissedAt),
      ),
    )
    .orderBy(
      sql`${notifications.validFrom} asc nulls first`,
      asc(notifications.createdAt),
      asc(notifications.id),
    );
}

/** The notification if this user is in its audience and it is not retired (their dismissals allowed). */
export async function visibleTo(db: Db, id: string, userId: string, planTier: PlanTier | null) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), audienceOf(userId, planTier)));
  return row;
}

/** Records a dismissal; a second one keeps the first time. */
export async function dismiss(db: Db, notificationId: string, userId: string, part: 'event' | 'popup') {
  const column = part === 'event' ? 'eventDismissedAt' : 'popupDismissedAt';
  const now = new Date();
  await db
    .insert(dismissals)
    .values({ notificationId, userId, [column]: now })
    .onConflictDoUpdate({
      target: [dismissals.notificationId, dismissals.userId],
      set: { [column]: sql`coalesce(${dismissals[column]}, ${now})` },
    });
}

/** A new popup (another id) is shown again to those who dismissed the one it replaced. */
export async function forgetPopupDismissals(db: Db, notificationId: string) {
  await db
    .update(dismissals)
    .set({ popupDismissedAt: null })
    .where(and(eq(dismissals.notificationId, notificationId), isNotNull(dismissals.popupDismissedAt)));
}

/** The console's list (or one of it), newest first, with how many users dismissed the bar and the popup. */
export function listForConsole(db: Db, id?: string) {
  return db
    .select({
      notification: notifications,
      dismissedCount: sql<number>`(select count(*)::int from ${dismissals} d
        where d.notification_id = ${notifications.id} and d.event_dismissed_at is not null)`,
      popupDismissedCount: sql<number>`(select count(*)::int from ${dismissals} d
        where d.notification_id = ${notifications.id} and d.popup_dismissed_at is not null)`,
    })
    .from(notifications)
    .where(id ? eq(notifications.id, id) : undefined)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

export async function findNotification(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(notifications).where(eq(notifications.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The listed users' addresses of each notification (for the console's edit form). */
export async function targetEmails(db: Db, notificationIds: string[]) {
  if (notificationIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ notificationId: targets.notificationId, email: users.email })
    .from(targets)
    .innerJoin(users, eq(users.id, targets.userId))
    .where(inArray(targets.notificationId, notificationIds))
    .orderBy(asc(users.email));
  const byId = new Map<string, string[]>();
  for (const { notificationId, email } of rows)
    byId.set(notificationId, [...(byId.get(notificationId) ?? []), email]);
  return byId;
}

/** Users by address, case-insensitively. */
export function usersByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  const lowered = emails.map((e) => e.toLowerCase());
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
}

export async function insertNotification(db: Db, values: NotificationValues & { createdByAdminId: string }) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** The revision moves with every write: clock_timestamp() differs even inside one millisecond. */
export async function updateNotification(
  db: Db,
  id: string,
  values: Partial<NotificationValues> & { retiredAt?: Date },
) {
  const [row] = await db
    .update(notifications)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

export async function replaceTargets(db: Db, notificationId: string, userIds: string[]) {
  await db.delete(targets).where(eq(targets.notificationId, notificationId));
  if (userIds.length > 0)
    await db.insert(targets).values(userIds.map((userId) => ({ notificationId, userId })));
}

/**
 * A fingerprint of every notification's id and last change: any create, edit or retire changes it.
 * Read at start and after each change notice, never per request.
 */
export async function revisionFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      value: sql<
        string | null
      >`md5(string_agg(${notifications.id}::text || '@' || ${notifications.updatedAt}::text, ','
        order by ${notifications.id}))`,
    })
    .from(notifications);
  return row?.value ? row.value.slice(0, 16) : '0';
}
