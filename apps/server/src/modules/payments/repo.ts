import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  businessAccounts,
  idempotencyKeys,
  invoices,
  paymentMethods,
  payments,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { SavedCard } from './provider.ts';

/** SQL of the payments module. Every query is scoped by the business account that pays. */

export async function customerOf(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.businessAccountId, businessAccountId));
  return row ?? null;
}

export async function insertCustomer(
  db: Db,
  values: { businessAccountId: string; provider: string; providerCustomerId: string },
) {
  const [row] = await db.insert(billingCustomers).values(values).returning();
  return row!;
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

export async function subscriptionRow(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessAccountId, businessAccountId));
  return row ?? null;
}

export async function updateSubscription(
  db: Db,
  businessAccountId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.businessAccountId, businessAccountId))
    .returning();
  return row!;
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

/** Who the provider's customer is: the business account's owner. */
export async function accountOwner(db: Db, businessAccountId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.ownerUserId))
    .where(eq(businessAccounts.id, businessAccountId));
  return row!;
}
