import { and, desc, eq, exists, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  subscriptionCustomers,
  idempotencyKeys,
  subscriptionInvoices,
  subscriptionPaymentMethods,
  subscriptionPayments,
  subscriptions,
} from '../../../db/schema.ts';
import type { SavedCard } from '../../payment-provider/provider.ts';

/** SQL of the subscription charges module. Every query is scoped by the business account that pays. */

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;
export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** The account's customer; with `provider`, only that provider's. */
export async function customerOf(db: Db, businessAccountId: string, provider?: string) {
  const [row] = await db
    .select()
    .from(subscriptionCustomers)
    .where(
      and(
        eq(subscriptionCustomers.businessAccountId, businessAccountId),
        provider ? eq(subscriptionCustomers.provider, provider) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * Records the provider's customer of an account. `replace`: it takes the place of a customer of
 * another provider (billing details stay; a card of the other provider no longer applies);
 * otherwise a customer recorded meanwhile (a parallel first checkout) is kept.
 */
export async function saveCustomer(
  db: Db,
  values: { businessAccountId: string; provider: string; providerCustomerId: string },
  options: { replace: boolean },
) {
  const insert = db.insert(subscriptionCustomers).values(values);
  if (!options.replace) await insert.onConflictDoNothing({ target: subscriptionCustomers.businessAccountId });
  else
    await insert.onConflictDoUpdate({
      target: subscriptionCustomers.businessAccountId,
      set: {
        provider: values.provider,
        providerCustomerId: values.providerCustomerId,
        defaultPaymentMethodId: sql`case when ${subscriptionCustomers.provider} = ${values.provider} then ${subscriptionCustomers.defaultPaymentMethodId} end`,
      },
    });
}

export async function setDefaultPaymentMethod(db: Db, businessAccountId: string, paymentMethodId: string) {
  await db
    .update(subscriptionCustomers)
    .set({ defaultPaymentMethodId: paymentMethodId })
    .where(eq(subscriptionCustomers.businessAccountId, businessAccountId));
}

export async function insertPaymentMethod(
  db: Db,
  businessAccountId: string,
  provider: string,
  card: SavedCard,
) {
  const [row] = await db
    .insert(subscriptionPaymentMethods)
    .values({ businessAccountId, provider, ...card })
    .returning();
  return row!;
}

export async function paymentMethodById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionPaymentMethods)
    .where(
      and(
        eq(subscriptionPaymentMethods.id, id),
        eq(subscriptionPaymentMethods.businessAccountId, businessAccountId),
      ),
    );
  return row ?? null;
}

/** The account's next invoice number: its customer's prefix and a count (the account lock is held). */
export async function nextInvoiceNumber(db: Db, businessAccountId: string, prefix: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessAccountId, businessAccountId));
  return `${prefix}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertInvoice(db: Db, values: typeof subscriptionInvoices.$inferInsert) {
  const [row] = await db.insert(subscriptionInvoices).values(values).returning();
  return row!;
}

export async function updateInvoice(
  db: Db,
  businessAccountId: string,
  id: string,
  values: Partial<typeof subscriptionInvoices.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptionInvoices)
    .set(values)
    .where(
      and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.businessAccountId, businessAccountId)),
    )
    .returning();
  return row!;
}

/** Open invoices of failed renewals are void once the account pays at checkout. */
export async function voidOpenInvoices(db: Db, businessAccountId: string) {
  await db
    .update(subscriptionInvoices)
    .set({ status: 'void' })
    .where(
      and(
        eq(subscriptionInvoices.businessAccountId, businessAccountId),
        eq(subscriptionInvoices.status, 'open'),
      ),
    );
}

export async function insertPayment(db: Db, values: typeof subscriptionPayments.$inferInsert) {
  const [row] = await db.insert(subscriptionPayments).values(values).returning();
  return row!;
}

export async function paymentById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(
      and(eq(subscriptionPayments.id, id), eq(subscriptionPayments.businessAccountId, businessAccountId)),
    );
  return row ?? null;
}

export async function invoiceById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.businessAccountId, businessAccountId)),
    );
  return row!;
}

/** The payment recorded for a provider idempotency key (a renewal's period has one). */
export async function paymentByIdempotencyKey(db: Db, businessAccountId: string, key: string) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.idempotencyKey, key),
        eq(subscriptionPayments.businessAccountId, businessAccountId),
      ),
    );
  return row ?? null;
}

/** The account's charge that was reserved but not settled yet, if any. */
export async function pendingPaymentOf(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.businessAccountId, businessAccountId),
        eq(subscriptionPayments.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Charges reserved before `before` and never settled (a process stopped between the steps). */
export async function stalePendingPayments(db: Db, before: Date) {
  return db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.status, 'pending'), lt(subscriptionPayments.createdAt, before)));
}

/**
 * Records a pending charge's outcome, once: false when it was settled already (by a parallel
 * request that charged it with the same idempotency key).
 */
export async function settlePayment(
  db: Db,
  payment: { id: string; businessAccountId: string },
  values: Pick<typeof subscriptionPayments.$inferInsert, 'status' | 'providerPaymentId' | 'failureCode'>,
) {
  const rows = await db
    .update(subscriptionPayments)
    .set(values)
    .where(
      and(
        eq(subscriptionPayments.id, payment.id),
        eq(subscriptionPayments.businessAccountId, payment.businessAccountId),
        eq(subscriptionPayments.status, 'pending'),
      ),
    )
    .returning({ id: subscriptionPayments.id });
  return rows.length === 1;
}

export async function setPaymentStatus(
  db: Db,
  id: string,
  status: (typeof subscriptionPayments.$inferSelect)['status'],
) {
  await db.update(subscriptionPayments).set({ status }).where(eq(subscriptionPayments.id, id));
}

export async function paymentByProviderId(db: Db, businessAccountId: string, providerPaymentId: string) {
  const [row] = await db
    .select({ payment: subscriptionPayments, invoice: subscriptionInvoices })
    .from(subscriptionPayments)
    .innerJoin(subscriptionInvoices, eq(subscriptionInvoices.id, subscriptionPayments.invoiceId))
    .where(
      and(
        eq(subscriptionPayments.providerPaymentId, providerPaymentId),
        eq(subscriptionPayments.businessAccountId, businessAccountId),
      ),
    );
  return row ?? null;
}

export async function idempotencyRecord(db: Db, businessAccountId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessAccountId, businessAccountId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function insertIdempotencyRecord(db: Db, values: typeof idempotencyKeys.$inferInsert) {
  await db.insert(idempotencyKeys).values(values);
}

/** The request waiting on a pending charge: its record names the payment (idempotency.ts). */
export async function idempotencyRecordOfPayment(db: Db, businessAccountId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.businessAccountId, businessAccountId),
        sql`${idempotencyKeys.response} -> 'pending' ->> 'paymentId' = ${paymentId}`,
      ),
    );
  return row ?? null;
}

export async function answerIdempotencyRecord(
  db: Db,
  record: { businessAccountId: string; key: string },
  answer: { statusCode: number; response: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(
      and(
        eq(idempotencyKeys.businessAccountId, record.businessAccountId),
        eq(idempotencyKeys.key, record.key),
      ),
    );
}

/** Active subscriptions with a saved card whose paid period ends before `until` (renewals are due). */
export async function dueRenewals(db: Db, until: Date) {
  return db
    .select({ businessAccountId: subscriptions.businessAccountId })
    .from(subscriptions)
    .innerJoin(
      subscriptionCustomers,
      eq(subscriptionCustomers.businessAccountId, subscriptions.businessAccountId),
    )
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.accessTill, until),
        isNotNull(subscriptionCustomers.defaultPaymentMethodId),
      ),
    );
}

/** The account a Stripe customer belongs to. */
export async function accountOfCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ businessAccountId: subscriptionCustomers.businessAccountId })
    .from(subscriptionCustomers)
    .where(
      and(
        eq(subscriptionCustomers.provider, 'stripe'),
        eq(subscriptionCustomers.providerCustomerId, customerId),
      ),
    );
  return row?.businessAccountId ?? null;
}

/** A paid Stripe invoice, once (its number is unique). */
export async function insertPaidInvoice(db: Db, values: typeof subscriptionInvoices.$inferInsert) {
  await db
    .insert(subscriptionInvoices)
    .values(values)
    .onConflictDoNothing({ target: subscriptionInvoices.number });
}

// The billing page's views of these tables (billing-page/service.ts reads them through charges/records.ts).

export async function defaultCard(db: Db, businessAccountId: string) {
  const [row] = await db
    .select({
      brand: subscriptionPaymentMethods.brand,
      last4: subscriptionPaymentMethods.last4,
      expMonth: subscriptionPaymentMethods.expMonth,
      expYear: subscriptionPaymentMethods.expYear,
    })
    .from(subscriptionCustomers)
    .innerJoin(
      subscriptionPaymentMethods,
      eq(subscriptionPaymentMethods.id, subscriptionCustomers.defaultPaymentMethodId),
    )
    .where(
      and(
        eq(subscriptionCustomers.businessAccountId, businessAccountId),
        eq(subscriptionPaymentMethods.businessAccountId, businessAccountId),
      ),
    );
  return row ?? null;
}

/**
 * The newest invoices first (the period, then creation, so a renewal follows its checkout). Void
 * ones are left out: they are attempts that charged nothing (a declined card), which beside the
 * paid invoice read as a second bill (issue 10 §11).
 */
export async function recentInvoices(db: Db, businessAccountId: string, limit: number) {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.businessAccountId, businessAccountId),
        ne(subscriptionInvoices.status, 'void'),
      ),
    )
    .orderBy(
      desc(subscriptionInvoices.periodStart),
      desc(subscriptionInvoices.createdAt),
      desc(subscriptionInvoices.number),
    )
    .limit(limit);
}

export async function updateBillingDetails(
  db: Db,
  businessAccountId: string,
  values: Pick<
    typeof subscriptionCustomers.$inferInsert,
    'billingEmail' | 'billingName' | 'billingAddress' | 'taxId'
  >,
) {
  await db
    .update(subscriptionCustomers)
    .set(values)
    .where(eq(subscriptionCustomers.businessAccountId, businessAccountId));
}

/** The newest open invoice of a failed renewal (a checkout's open invoice awaits its own confirm). */
export async function openRenewalInvoice(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.businessAccountId, businessAccountId),
        eq(subscriptionInvoices.status, 'open'),
        exists(
          db
            .select({ id: subscriptionPayments.id })
            .from(subscriptionPayments)
            .where(
              and(
                eq(subscriptionPayments.invoiceId, subscriptionInvoices.id),
                eq(subscriptionPayments.kind, 'renewal'),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(subscriptionInvoices.periodStart))
    .limit(1);
  return row ?? null;
}
