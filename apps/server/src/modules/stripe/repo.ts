import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, invoices, subscriptions, webhookEvents } from '../../db/schema.ts';

/** SQL of the Stripe provider. Writes are scoped by the business account they belong to. */

/** Records a webhook event's id; false when it was recorded before (a redelivery). */
export async function recordEvent(db: Db, event: { id: string; type: string; createdAt: Date }) {
  const rows = await db
    .insert(webhookEvents)
    .values({ eventId: event.id, provider: 'stripe', type: event.type, eventCreatedAt: event.createdAt })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length === 1;
}

export async function accountOfCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ businessAccountId: billingCustomers.businessAccountId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, 'stripe'), eq(billingCustomers.providerCustomerId, customerId)));
  return row?.businessAccountId ?? null;
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
  values: Partial<typeof subscriptions.$inferInsert>,
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

/** A paid Stripe invoice, once (its number is unique). */
export async function insertPaidInvoice(db: Db, values: typeof invoices.$inferInsert) {
  await db.insert(invoices).values(values).onConflictDoNothing({ target: invoices.number });
}
