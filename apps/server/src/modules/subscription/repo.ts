import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

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
