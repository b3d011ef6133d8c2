import { and, desc, eq, exists, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  billingCustomers,
  idempotencyKeys,
  invoices,
  paymentMethods,
  payments,
  subscriptions,
} from '../../../db/schema.ts';
import type { SavedCard } from '../../payment-provider/provider.ts';

/** SQL of the subscription charges module. Every query is scoped by the business account that pays. */

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** The account's customer; with `provider`, only that provider's. */
export async function customerOf(db: Db, businessAccountId: string, provider?: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.businessAccountId, businessAccountId),
        provider ? eq(billingCustomers.provider, provider) : undefined,
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
  const insert = db.insert(billingCustomers).values(values);
  if (!options.replace) await insert.onConflictDoNothing({ target: billingCustomers.businessAccountId });
  else
    await insert.onConflictDoUpdate({
      target: billingCustomers.businessAccountId,
      set: {
        provider: values.provider,
        providerCustomerId: values.providerCustomerId,
        defaultPaymentMethodId: sql`case when ${billingCustomers.provider} = ${values.provider} then ${billingCustomers.defaultPaymentMethodId} end`,
      },
    });
}

export async function setDefaultPaymentMethod(db: Db, businessAccountId: string, paymentMethodId: string) {
  await db
    .update(billingCustomers)
    .set({ defaultPaymentMethodId: paymentMethodId })
    .where(eq(billingCustomers.businessAccountId, businessAccountId));
}

export async function insertPaymentMethod(
  db: Db,
  businessAccountId: string,
  provider: string,
  card: SavedCard,
) {
  const [row] = await db
    .insert(paymentMethods)
    .values({ businessAccountId, provider, ...card })
    .returning();
  return row!;
}

export async function paymentMethodById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.businessAccountId, businessAccountId)));
  return row ?? null;
}

/** The account's next invoice number: its customer's prefix and a count (the account lock is held). */
export async function nextInvoiceNumber(db: Db, businessAccountId: string, prefix: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.businessAccountId, businessAccountId));
  return `${prefix}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoice(
  db: Db,
  businessAccountId: string,
  id: string,
  values: Partial<typeof invoices.$inferInsert>,
) {
  const [row] = await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.id, id), eq(invoices.businessAccountId, businessAccountId)))
    .returning();
  return row!;
}

/** Open invoices of failed renewals are void once the account pays at checkout. */
export async function voidOpenInvoices(db: Db, businessAccountId: string) {
  await db
    .update(invoices)
    .set({ status: 'void' })
    .where(and(eq(invoices.businessAccountId, businessAccountId), eq(invoices.status, 'open')));
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function paymentById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.businessAccountId, businessAccountId)));
  return row ?? null;
}

export async function invoiceById(db: Db, businessAccountId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.businessAccountId, businessAccountId)));
  return row!;
}

/** The payment recorded for a provider idempotency key (a renewal's period has one). */
export async function paymentByIdempotencyKey(db: Db, businessAccountId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, key), eq(payments.businessAccountId, businessAccountId)));
  return row ?? null;
}

/** The account's charge that was reserved but not settled yet, if any. */
export async function pendingPaymentOf(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.businessAccountId, businessAccountId), eq(payments.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Charges reserved before `before` and never settled (a process stopped between the steps). */
export async function stalePendingPayments(db: Db, before: Date) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)));
}

/**
 * Records a pending charge's outcome, once: false when it was settled already (by a parallel
 * request that charged it with the same idempotency key).
 */
export async function settlePayment(
  db: Db,
  payment: { id: string; businessAccountId: string },
  values: Pick<typeof payments.$inferInsert, 'status' | 'providerPaymentId' | 'failureCode'>,
) {
  const rows = await db
    .update(payments)
    .set(values)
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.businessAccountId, payment.businessAccountId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function setPaymentStatus(db: Db, id: string, status: (typeof payments.$inferSelect)['status']) {
  await db.update(payments).set({ status }).where(eq(payments.id, id));
}

export async function paymentByProviderId(db: Db, businessAccountId: string, providerPaymentId: string) {
  const [row] = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.providerPaymentId, providerPaymentId),
        eq(payments.businessAccountId, businessAccountId),
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
    .innerJoin(billingCustomers, eq(billingCustomers.businessAccountId, subscriptions.businessAccountId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.accessTill, until),
        isNotNull(billingCustomers.defaultPaymentMethodId),
      ),
    );
}

/** The account a Stripe customer belongs to. */
export async function accountOfCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ businessAccountId: billingCustomers.businessAccountId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, 'stripe'), eq(billingCustomers.providerCustomerId, customerId)));
  return row?.businessAccountId ?? null;
}

/** A paid Stripe invoice, once (its number is unique). */
export async function insertPaidInvoice(db: Db, values: typeof invoices.$inferInsert) {
  await db.insert(invoices).values(values).onConflictDoNothing({ target: invoices.number });
}

// The billing page's views of these tables (billing-page/service.ts reads them through charges/records.ts).

export async function defaultCard(db: Db, businessAccountId: string) {
  const [row] = await db
    .select({
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
    })
    .from(billingCustomers)
    .innerJoin(paymentMethods, eq(paymentMethods.id, billingCustomers.defaultPaymentMethodId))
    .where(
      and(
        eq(billingCustomers.businessAccountId, businessAccountId),
        eq(paymentMethods.businessAccountId, businessAccountId),
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
    .from(invoices)
    .where(and(eq(invoices.businessAccountId, businessAccountId), ne(invoices.status, 'void')))
    .orderBy(desc(invoices.periodStart), desc(invoices.createdAt), desc(invoices.number))
    .limit(limit);
}

export async function updateBillingDetails(
  db: Db,
  businessAccountId: string,
  values: Pick<
    typeof billingCustomers.$inferInsert,
    'billingEmail' | 'billingName' | 'billingAddress' | 'taxId'
  >,
) {
  await db
    .update(billingCustomers)
    .set(values)
    .where(eq(billingCustomers.businessAccountId, businessAccountId));
}

/** The newest open invoice of a failed renewal (a checkout's open invoice awaits its own confirm). */
export async function openRenewalInvoice(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.businessAccountId, businessAccountId),
        eq(invoices.status, 'open'),
        exists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.invoiceId, invoices.id), eq(payments.kind, 'renewal'))),
        ),
      ),
    )
    .orderBy(desc(invoices.periodStart))
    .limit(1);
  return row ?? null;
}
