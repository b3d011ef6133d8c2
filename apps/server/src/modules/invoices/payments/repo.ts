import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  cardPayments,
  clients,
  invoices,
  jobs,
  paymentDayTotals,
  paymentRefunds,
  payments,
} from '../../../db/schema.ts';
import type { SortKeyset } from '../../../http/keyset-cursor.ts';
import { creditLeft } from './credit-repo.ts';

/** The recorded payments' own SQL; every statement filters by company. */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export async function insertPayment(tx: Db, companyId: string, values: NewPayment): Promise<PaymentRow> {
  // The time of the write, not of the transaction's start: written under the invoice's lock, an
  // invoice's payments then sort in the order they were recorded, which numbers their receipts.
  const [row] = await tx
    .insert(payments)
    .values({ ...values, companyId, createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = Omit<typeof paymentRefunds.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

/** A payment of the company, locked for a refund when `lock`. */
export async function findPayment(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertRefund(tx: Db, companyId: string, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

/** Writes the payment's refunded total; answers the payment as it is now. */
export async function addRefunded(
  tx: Db,
  companyId: string,
  id: string,
  refundedMinor: number,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ refundedMinor })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .returning();
  return row!;
}

/** The refund a request id recorded, if one did. */
export async function refundOfRequest(db: Db, companyId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.companyId, companyId), eq(paymentRefunds.requestId, requestId)));
  return row;
}

/**
 * The refunds of an invoice's payments, oldest first: those that gave money back, and with
 * `withPending` those still with the card provider too (a failed one gave nothing back: never).
 */
export function refundsOfInvoice(db: Db, companyId: string, invoiceId: string, { withPending = false } = {}) {
  return db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(
      payments,
      and(eq(payments.companyId, paymentRefunds.companyId), eq(payments.id, paymentRefunds.paymentId)),
    )
    .where(
      and(
        eq(paymentRefunds.companyId, companyId),
        eq(payments.invoiceId, invoiceId),
        inArray(paymentRefunds.status, withPending ? ['succeeded', 'pending'] : ['succeeded']),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/**
 * A payment's refunds that gave money back or may yet (pending: with the card provider, their
 * amounts held), oldest first; a failed one gave nothing back.
 */
export function liveRefundsOf(db: Db, companyId: string, paymentId: string) {
  return db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.companyId, companyId),
        eq(paymentRefunds.paymentId, paymentId),
        inArray(paymentRefunds.status, ['succeeded', 'pending']),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/**
 * Writes a pending refund's outcome (with, on success, its split as of now); false when another
 * request settled it first.
 */
export async function settleRefund(
  tx: Db,
  companyId: string,
  id: string,
  outcome: Pick<RefundRow, 'status' | 'providerRefundId' | 'failureCode'> &
    Partial<Pick<RefundRow, 'fromCreditMinor' | 'fromAppliedMinor'>>,
): Promise<boolean> {
  const rows = await tx
    .update(paymentRefunds)
    .set(outcome)
    .where(
      and(
        eq(paymentRefunds.companyId, companyId),
        eq(paymentRefunds.id, id),
        eq(paymentRefunds.status, 'pending'),
      ),
    )
    .returning({ id: paymentRefunds.id });
  return rows.length === 1;
}

/** The portal card payment that recorded a payment, if one did (a refund goes back through it). */
export async function cardPaymentOfPayment(db: Db, companyId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.paymentId, paymentId)));
  return row;
}

/** The payment a request id recorded, if one did. */
export async function paymentOfRequest(db: Db, companyId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.requestId, requestId)));
  return row;
}

/** The client a card payment's receipt is mailed to: their name and contacts (the first's address). */
export async function payerOf(db: Db, companyId: string, clientId: string) {
  const [row] = await db
    .select({ displayName: clients.displayName, contacts: clients.contacts })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  return row;
}

/** An invoice's payments, oldest first. */
export function paymentsOf(db: Db, companyId: string, invoiceId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export type PaymentFilter = {
  state?: 'paid' | 'partially-refunded' | 'refunded' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  method?: PaymentRow['method'] | undefined;
  clientId?: string | undefined;
  jobId?: string | undefined;
};

// Refunded ones say `refunded_minor > 0` (true of them, amounts being > 0): the planner then reads
// the few refunded payments' index (payments_company_refunded) instead of every payment's.
const stateIs = (state: NonNullable<PaymentFilter['state']>) =>
  state === 'paid'
    ? eq(payments.refundedMinor, 0)
    : state === 'refunded'
      ? and(gt(payments.refundedMinor, 0), eq(payments.refundedMinor, payments.amountMinor))
      : and(gt(payments.refundedMinor, 0), lt(payments.refundedMinor, payments.amountMinor));

const filtered = (companyId: string, f: PaymentFilter, ...more: (SQL | undefined)[]) =>
  and(
    eq(payments.companyId, companyId),
    f.from ? gte(payments.receivedOn, f.from) : undefined,
    f.to ? lte(payments.receivedOn, f.to) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.state ? stateIs(f.state) : undefined,
    f.clientId ? eq(payments.clientId, f.clientId) : undefined,
    f.jobId ? eq(invoices.jobId, f.jobId) : undefined,
    ...more,
  );

/** A page of the company's payments, newest received first (then id), with what names them. */
export function listPayments(
  db: Db,
  companyId: string,
  f: PaymentFilter,
  page: { limit: number; after?: SortKeyset | undefined },
) {
  // A row comparison, so the index (company, received_on desc, id desc) starts where the page did.
  const after = page.after
    ? sql`(${payments.receivedOn}, ${payments.id}) < (${page.after.value}::date, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({
      payment: payments,
      invoiceNumber: invoices.number,
      jobId: jobs.id,
      jobName: jobs.name,
      jobStage: jobs.stage,
      clientName: clients.displayName,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.companyId, payments.companyId), eq(invoices.id, payments.invoiceId)))
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .leftJoin(clients, and(eq(clients.companyId, payments.companyId), eq(clients.id, payments.clientId)))
    .where(filtered(companyId, f, after))
    .orderBy(desc(payments.receivedOn), desc(payments.id))
    .limit(page.limit);
}

/**
 * What the filter holds in all, per currency. A filter by day, method and state sums the kept
 * rows of payment_day_totals (migration 0041: at most days × methods × states of them) instead of
 * every payment it holds; a client's or a record's payments are few, summed directly.
 */
export function paymentTotals(db: Db, companyId: string, f: PaymentFilter) {
  if (!f.clientId && !f.jobId) return dayTotals(db, companyId, f);
  const query = db
    .select({
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amountMinor: sql<number>`coalesce(sum(${payments.amountMinor}), 0)::bigint`.mapWith(Number),
      creditMinor: sql<number>`coalesce(sum(${payments.creditMinor}), 0)::bigint`.mapWith(Number),
      refundedMinor: sql<number>`coalesce(sum(${payments.refundedMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(payments);
  // Only a record's filter needs the invoice (its job); the others read the payments alone.
  const joined = f.jobId
    ? query.innerJoin(
        invoices,
        and(eq(invoices.companyId, payments.companyId), eq(invoices.id, payments.invoiceId)),
      )
    : query;
  return joined.where(filtered(companyId, f)).groupBy(payments.currency).orderBy(payments.currency);
}

function dayTotals(db: Db, companyId: string, f: PaymentFilter) {
  const t = paymentDayTotals;
  return db
    .select({
      currency: t.currency,
      count: sql<number>`sum(${t.payments})::int`,
      amountMinor: sql<number>`sum(${t.amountMinor})::bigint`.mapWith(Number),
      creditMinor: sql<number>`sum(${t.creditMinor})::bigint`.mapWith(Number),
      refundedMinor: sql<number>`sum(${t.refundedMinor})::bigint`.mapWith(Number),
    })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        f.from ? gte(t.receivedOn, f.from) : undefined,
        f.to ? lte(t.receivedOn, f.to) : undefined,
        f.method ? eq(t.method, f.method) : undefined,
        f.state ? eq(t.state, f.state) : undefined,
      ),
    )
    .groupBy(t.currency)
    .orderBy(t.currency);
}

/**
 * A client's credit per currency: each payment's credit less what has paid other invoices since and
 * what its refunds took of it (credit-repo.ts's `creditLeft`).
 */
export function clientCredit(db: Db, companyId: string, clientId: string) {
  return db
    .select({
      currency: payments.currency,
      amountMinor: sql<number>`coalesce(sum(${creditLeft}), 0)::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.clientId, clientId),
        gt(payments.creditMinor, payments.creditUsedMinor),
      ),
    )
    .groupBy(payments.currency)
    .orderBy(payments.currency);
}

/** A merged client's payments (and so its credit) and card payments follow it to the client it was merged into. */
export async function repointClient(tx: Db, companyId: string, from: string, to: string) {
  await tx
    .update(payments)
    .set({ clientId: to })
    .where(and(eq(payments.companyId, companyId), eq(payments.clientId, from)));
  await tx
    .update(cardPayments)
    .set({ clientId: to })
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.clientId, from)));
}

// Card payments from the client portal (issue 33).
export type CardPaymentRow = typeof cardPayments.$inferSelect;

export async function cardPaymentOfRequest(db: Db, companyId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.requestId, requestId)));
  return row;
}

export async function cardPaymentOfClient(db: Db, companyId: string, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.companyId, companyId),
        eq(cardPayments.clientId, clientId),
        eq(cardPayments.id, id),
      ),
    );
  return row;
}

export async function insertCardPayment(
  tx: Db,
  values: typeof cardPayments.$inferInsert,
): Promise<CardPaymentRow> {
  const [row] = await tx.insert(cardPayments).values(values).returning();
  return row!;
}

/** Writes a charge's outcome when the payment is still in `from`; false when another request settled it. */
export async function settleCardPayment(
  tx: Db,
  companyId: string,
  id: string,
  from: CardPaymentRow['status'],
  outcome: Pick<CardPaymentRow, 'status' | 'providerPaymentId' | 'failureCode'>,
): Promise<boolean> {
  const rows = await tx
    .update(cardPayments)
    .set({ ...outcome, settledAt: outcome.status === 'requires_action' ? null : sql`now()` })
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.id, id), eq(cardPayments.status, from)))
    .returning({ id: cardPayments.id });
  return rows.length === 1;
}

export async function linkCardPayment(tx: Db, companyId: string, id: string, paymentId: string) {
  await tx
    .update(cardPayments)
    .set({ paymentId })
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.id, id)));
}

/**
 * What card payments not yet ended hold of an invoice's balance, so another payment may not count
 * on it: a pending one may have been charged (a process stopped mid-charge), so it holds until it is
 * settled; one on Stripe's page holds while the page can be paid (it expires after 31 minutes;
 * paid later, it is recorded anyway, as credit if need be); one waiting for the bank's confirmation
 * holds for an hour, then counts as abandoned (the bank charges nothing without it).
 */
export async function heldByCards(tx: Db, companyId: string, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${cardPayments.amountMinor}), 0)` })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.companyId, companyId),
        eq(cardPayments.invoiceId, invoiceId),
        sql`((${cardPayments.status} = 'pending' and (${cardPayments.provider} <> 'stripe' or ${cardPayments.createdAt} > now() - interval '35 minutes')) or (${cardPayments.status} = 'requires_action' and ${cardPayments.createdAt} > now() - interval '1 hour'))`,
      ),
    );
  return Number(row?.held ?? 0);
}

export async function cardPaymentById(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.id, id)));
  return row;
}

/**
 * Card payments that should have ended by now, oldest first, across companies (the sweep's): a
 * sandbox charge pending for minutes (its process stopped mid-charge), a Stripe page past its
 * expiry, a bank step never confirmed. At most `limit`.
 */
export function stuckCardPayments(db: Db, limit: number) {
  return db
    .select()
    .from(cardPayments)
    .where(
      sql`(${cardPayments.status} = 'pending' and ${cardPayments.provider} = 'sandbox' and ${cardPayments.createdAt} < now() - interval '5 minutes')
        or (${cardPayments.status} = 'pending' and ${cardPayments.provider} = 'stripe' and ${cardPayments.createdAt} < now() - interval '35 minutes')
        or (${cardPayments.status} = 'requires_action' and ${cardPayments.createdAt} < now() - interval '1 hour')`,
    )
    .orderBy(cardPayments.createdAt)
    .limit(limit);
}

/** The payment's receipt is queued (or has nobody to go to): the sweep leaves it. */
export async function markReceiptDone(db: Db, companyId: string, paymentId: string) {
  await db
    .update(cardPayments)
    .set({ receiptDoneAt: sql`now()` })
    .where(
      and(
        eq(cardPayments.companyId, companyId),
        eq(cardPayments.paymentId, paymentId),
        isNull(cardPayments.receiptDoneAt),
      ),
    );
}

/**
 * Card payments recorded between 10 minutes and 7 days ago whose receipt was never queued (the
 * process stopped between the payment's commit and its mail), oldest first, at most `limit`.
 */
export function receiptsMissing(db: Db, limit: number) {
  return db
    .select()
    .from(cardPayments)
    .where(
      sql`${cardPayments.status} = 'succeeded' and ${cardPayments.receiptDoneAt} is null and ${cardPayments.paymentId} is not null
        and ${cardPayments.settledAt} < now() - interval '10 minutes' and ${cardPayments.settledAt} > now() - interval '7 days'`,
    )
    .orderBy(cardPayments.settledAt)
    .limit(limit);
}
