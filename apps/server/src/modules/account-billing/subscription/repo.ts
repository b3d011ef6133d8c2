import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema.ts';

/** SQL of the subscriptions table: one row per business account (the plan it pays for). */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Partial<typeof subscriptions.$inferInsert>;

export async function subscriptionRow(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessAccountId, businessAccountId));
  return row ?? null;
}

export async function updateSubscription(db: Db, businessAccountId: string, values: SubscriptionValues) {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.businessAccountId, businessAccountId))
    .returning();
  return row!;
}

/** Puts the account on a plan whether or not it had a subscription row (support's hand). */
export async function upsertSubscription(
  db: Db,
  businessAccountId: string,
  values: Pick<typeof subscriptions.$inferInsert, 'planTier' | 'status' | 'accessTill'>,
) {
  await db
    .insert(subscriptions)
    .values({ businessAccountId, billingPeriod: 'MONTHLY', ...values })
    .onConflictDoUpdate({ target: subscriptions.businessAccountId, set: values });
}

type Ending = 'trialing' | 'active' | 'past_due';
const ended = (status: Ending, now: Date) =>
  and(eq(subscriptions.status, status), lte(subscriptions.accessTill, now));
const id = { id: subscriptions.id };

/** Subscriptions in `from` whose `accessTill` has passed move to `to`; the ids moved. */
export async function moveEnded(db: Db, from: Ending, to: 'canceled' | 'expired', now: Date) {
  return db.update(subscriptions).set({ status: to }).where(ended(from, now)).returning(id);
}

/** Active subscriptions past their paid period become past due, with access for `graceHours` more. */
export async function moveEndedToPastDue(db: Db, now: Date, graceHours: number) {
  return db
    .update(subscriptions)
    .set({
      status: 'past_due',
      accessTill: sql`${subscriptions.accessTill} + make_interval(hours => ${graceHours})`,
    })
    .where(ended('active', now))
    .returning(id);
}

/** A new studio's trial of the top plan (the subscription row sign-up creates). */
export async function insertTrial(db: Db, businessAccountId: string, trialDays: number, now: Date) {
  await db.insert(subscriptions).values({
    businessAccountId,
    planTier: 'PRO',
    status: 'trialing',
    billingPeriod: 'MONTHLY',
    accessTill: new Date(now.getTime() + trialDays * 24 * 3600_000),
  });
}

export async function accountOfSubscription(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ businessAccountId: subscriptions.businessAccountId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
  return row?.businessAccountId ?? null;
}

export async function linkSubscription(db: Db, businessAccountId: string, subscriptionId: string) {
  await db
    .update(subscriptions)
    .set({ providerSubscriptionId: subscriptionId })
    .where(eq(subscriptions.businessAccountId, businessAccountId));
}

/**
 * Applies a change from an event created at `eventAt` unless a newer event was applied already
 * (checked in the UPDATE itself, so two deliveries racing cannot both win). True when applied.
 */
export async function applyInOrder(
  db: Db,
  businessAccountId: string,
  eventAt: Date,
  values: SubscriptionValues,
) {
  const rows = await db
    .update(subscriptions)
    .set({ ...values, providerEventAt: eventAt })
    .where(
      and(
        eq(subscriptions.businessAccountId, businessAccountId),
        or(isNull(subscriptions.providerEventAt), lte(subscriptions.providerEventAt, eventAt)),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}
