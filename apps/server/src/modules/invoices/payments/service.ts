import type { Invoice } from '@focal/contracts/invoices/api';
import type {
  listPaymentsQuerySchema,
  Payment,
  PaymentMethod,
  PaymentPageRow,
  PaymentRefund,
  PaymentTotals,
  recordPaymentRequestSchema,
  refundPaymentRequestSchema,
} from '@focal/contracts/invoices/payments';
import type { z } from 'zod';
import { isCardAttemptState } from '@focal/contracts/invoices/card-attempts';
import { todayIn } from '@focal/contracts/zoned-time';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { decodeSortCursor, encodeSortCursor } from '../../../http/keyset-cursor.ts';
import { fieldError } from '../../../http/validation.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { type FoundInvoice, getInvoice, recordSettlement, settleInvoice } from '../service.ts';
import { listCardAttempts } from './attempts.ts';
import { type ProviderOf, refundByCard } from './card-refund.ts';
import { PaymentText as T } from './messages.ts';
import * as creditRepo from './credit-repo.ts';
import { applyRefund } from './refund-apply.ts';
import * as repo from './repo.ts';
import { paymentStateOf } from './state.ts';

type RecordBody = z.output<typeof recordPaymentRequestSchema>;
type RefundBody = z.output<typeof refundPaymentRequestSchema>;
type ListQuery = z.output<typeof listPaymentsQuerySchema>;

const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
// A request id sent again with other details is not a retry: say so rather than answer the first.
const keyReused = () => new AppError('IdempotencyKeyReused', T.keyReusedTitle, T.keyReused);

export const viewOf = (row: repo.PaymentRow): Payment => ({
  id: row.id,
  invoiceId: row.invoiceId,
  currency: row.currency,
  amountMinor: row.amountMinor,
  appliedMinor: row.appliedMinor,
  creditMinor: row.creditMinor,
  receivedOn: row.receivedOn,
  method: row.method,
  reference: row.reference,
  note: row.note,
  refundedMinor: row.refundedMinor,
  surchargeMinor: row.surchargeMinor,
  tipMinor: row.tipMinor,
  state: paymentStateOf(row),
  recordedBy: row.recordedBy,
  createdAt: row.createdAt.toISOString(),
});

/** The payment a request id already recorded, if the request is the same one sent again. */
function replayed(row: repo.PaymentRow, invoiceId: string, body: RecordBody) {
  if (row.invoiceId !== invoiceId) throw wrongState(T.otherInvoice);
  if (
    row.amountMinor !== body.amountMinor ||
    row.receivedOn !== body.receivedOn ||
    row.method !== body.method
  )
    throw keyReused();
  return viewOf(row);
}

/**
 * Records a payment the studio received, in the invoice's transaction (locked, so two payments at
 * once add up): it pays the balance first, and the instalments oldest first through the invoice's
 * paid total; what passes the balance is the client's credit. The same request id sent again, at
 * once or later, records nothing more and answers the payment it recorded.
 */
export async function recordPayment(
  db: Db,
  scope: CompanyScope,
  invoiceId: string,
  body: RecordBody,
): Promise<{ payment: Payment; invoice: Invoice }> {
  // A retry after a lost answer is answered without taking the record's and the invoice's locks.
  const earlier = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
  if (earlier)
    return { payment: replayed(earlier, invoiceId, body), invoice: await getInvoice(db, scope, invoiceId) };
  let payment: Payment | undefined;
  try {
    const invoice = await settleInvoice(db, scope, invoiceId, async (tx, found) => {
      // A twin request waited on the lock: it recorded the payment, this one answers it.
      const twin = await repo.paymentOfRequest(tx, scope.companyId, body.requestId);
      if (twin) return void (payment = replayed(twin, invoiceId, body));
      if (body.receivedOn > todayIn(found.timeZone)) throw fieldError('receivedOn', T.future);
      const inserted = await applyPayment(tx, scope.companyId, found, body, scope.userId);
      payment = viewOf(inserted);
    });
    return { payment: payment!, invoice };
  } catch (error) {
    // The unique request id is the last guard: a twin committed between the reads above.
    if (!isUniqueViolation(error)) throw error;
    const twin = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
    if (!twin) throw error;
    return { payment: replayed(twin, invoiceId, body), invoice: await getInvoice(db, scope, invoiceId) };
  }
}

/** What a payment records, by hand or by card (its `requestId` unique per company). */
type PaymentValues = Pick<RecordBody, 'requestId' | 'amountMinor' | 'receivedOn' | 'reference' | 'note'> & {
  method: PaymentMethod;
  /** Paid by card on top of the amount: recorded, never applied to the invoice or kept as credit. */
  surchargeMinor?: number;
  tipMinor?: number;
};

/**
 * A payment in the invoice's transaction, the invoice locked: it pays the balance first (the
 * instalments oldest first, through the paid total), and what passes the balance is the client's
 * credit. `recordedBy` is the member who recorded it, or null: the client paid from the portal
 * (`charged`: by card, the money already taken). `action` names its activity entry when it is not
 * a payment recorded or made (a client's credit applied).
 */
export async function applyPayment(
  tx: Db,
  companyId: string,
  found: FoundInvoice,
  values: PaymentValues,
  recordedBy: string | null,
  { charged = false, action }: { charged?: boolean; action?: string } = {},
): Promise<repo.PaymentRow> {
  const { invoice: row } = found;
  const balance = row.totalMinor - row.paidMinor - row.creditedMinor;
  // Money a card network has taken is recorded whatever happened since it was reserved (the
  // invoice paid by hand meanwhile, or voided): what the balance cannot take stays on the payment as
  // credit, for the studio to refund. By hand, such a payment is refused instead.
  if (!charged) {
    if (row.status === 'draft') throw wrongState(T.draft);
    if (row.status === 'void') throw wrongState(T.void);
    if (balance <= 0) throw wrongState(T.settled);
    // What passes the balance is a client's credit: with no client on the invoice it would be no one's.
    if (values.amountMinor > balance && !row.clientId) throw fieldError('amountMinor', T.creditWithoutClient);
  }
  const appliedMinor = row.status === 'void' ? 0 : Math.max(0, Math.min(values.amountMinor, balance));
  const inserted = await repo.insertPayment(tx, companyId, {
    invoiceId: row.id,
    clientId: row.clientId,
    requestId: values.requestId,
    currency: row.currency,
    amountMinor: values.amountMinor,
    appliedMinor,
    creditMinor: values.amountMinor - appliedMinor,
    receivedOn: values.receivedOn,
    method: values.method,
    reference: values.reference,
    note: values.note,
    surchargeMinor: values.surchargeMinor ?? 0,
    tipMinor: values.tipMinor ?? 0,
    recordedBy,
  });
  await recordSettlement(tx, { companyId }, found, { paidMinor: row.paidMinor + appliedMinor });
  await recordActivity(tx, {
    companyId,
    subjectType: 'job',
    subjectId: row.jobId,
    userId: recordedBy,
    action: action ?? (recordedBy ? 'payment recorded' : 'payment made'),
    details: {
      invoiceId: row.id,
      number: row.number,
      paymentId: inserted.id,
      amountMinor: values.amountMinor,
    },
  });
  return inserted;
}

const refundView = (row: repo.RefundRow): PaymentRefund => ({
  id: row.id,
  amountMinor: row.amountMinor,
  refundedOn: row.refundedOn,
  reason: row.reason,
  // A failed one is never listed (refundsOfInvoice), so pending or succeeded.
  status: row.status === 'pending' ? 'pending' : 'succeeded',
  createdAt: row.createdAt.toISOString(),
});

/** An invoice's payments, oldest first, each with its refunds, for a member who may read its record. */
export async function invoicePayments(db: Db, scope: CompanyScope, invoiceId: string) {
  await getInvoice(db, scope, invoiceId);
  const [rows, refunds] = await Promise.all([
    repo.paymentsOf(db, scope.companyId, invoiceId),
    repo.refundsOfInvoice(db, scope.companyId, invoiceId, { withPending: true }),
  ]);
  return rows.map((row) => ({
    ...viewOf(row),
    refunds: refunds
      .filter(({ refund }) => refund.paymentId === row.id)
      .map(({ refund }) => refundView(refund)),
  }));
}

/** The refund a request id already recorded, if the request is the same one sent again. */
async function replayedRefund(db: Db, companyId: string, paymentId: string, body: RefundBody) {
  const earlier = await repo.refundOfRequest(db, companyId, body.requestId);
  if (!earlier) return undefined;
  if (earlier.paymentId !== paymentId) throw wrongState(T.otherPayment);
  if (earlier.amountMinor !== body.amountMinor || earlier.refundedOn !== body.refundedOn) throw keyReused();
  return earlier;
}

/**
 * Records a refund of a payment in its invoice's transaction (the invoice locked first, then the
 * payment, the order every payment write takes): the payment's credit goes back first, then what
 * paid the invoice, whose paid total, state and next due day follow. Never more than is left of
 * the payment; the same request id sent again records nothing more and answers the payment. A
 * card payment from the portal is refunded to the card through its provider (card-refund.ts).
 */
export async function refundPayment(
  db: Db,
  scope: CompanyScope,
  paymentId: string,
  body: RefundBody,
  providerOf: ProviderOf,
) {
  const payment = await repo.findPayment(db, scope.companyId, paymentId);
  if (!payment) throw notFound();
  // Paid from the client's credit, no money came in to give back (applying-client-credit.md).
  if (payment.method === 'client-credit') throw wrongState(T.refundOfCredit);
  const answer = async () => ({
    payment: viewOf((await repo.findPayment(db, scope.companyId, paymentId))!),
    invoice: await getInvoice(db, scope, payment.invoiceId),
  });
  if (payment.method === 'online-card') {
    // Checked before the provider hears of it: the member may act on the invoice's record.
    await getInvoice(db, scope, payment.invoiceId);
    await refundByCard(db, scope, payment, body, providerOf);
    return answer();
  }
  if (await replayedRefund(db, scope.companyId, paymentId, body)) return answer();
  let refunded: repo.PaymentRow | undefined;
  try {
    const invoice = await settleInvoice(db, scope, payment.invoiceId, async (tx, found) => {
      // A twin request waited on the lock: it recorded the refund, this one answers it.
      if (await replayedRefund(tx, scope.companyId, paymentId, body)) return;
      const locked = (await repo.findPayment(tx, scope.companyId, paymentId, true))!;
      // What of its credit paid other invoices is no longer this payment's to give back.
      const left = locked.amountMinor - locked.refundedMinor - locked.creditUsedMinor;
      if (body.amountMinor > left) throw fieldError('amountMinor', T.refundTooMuch(left));
      if (body.refundedOn < locked.receivedOn || body.refundedOn > todayIn(found.timeZone))
        throw fieldError('refundedOn', T.refundDay);
      // The credit goes back first: what the invoice did not need.
      const fromCredit = Math.min(body.amountMinor, await creditRepo.paymentCreditLeft(tx, scope.companyId, paymentId));
      const fromApplied = body.amountMinor - fromCredit;
      const refund = await repo.insertRefund(tx, scope.companyId, {
        paymentId,
        requestId: body.requestId,
        amountMinor: body.amountMinor,
        fromCreditMinor: fromCredit,
        fromAppliedMinor: fromApplied,
        refundedOn: body.refundedOn,
        reason: body.reason,
        recordedBy: scope.userId,
      });
      refunded = await applyRefund(tx, scope, found, locked, refund);
    });
    return refunded ? { payment: viewOf(refunded), invoice } : answer();
  } catch (error) {
    if (!isUniqueViolation(error) || !(await replayedRefund(db, scope.companyId, paymentId, body)))
      throw error;
    return answer();
  }
}

/** /payments: a page of the company's payments and, on the first page, the filter's totals. */
export async function listPayments(
  db: Db,
  scope: CompanyScope,
  query: ListQuery,
): Promise<{ rows: PaymentPageRow[]; nextCursor: string | null; totals: PaymentTotals | null }> {
  // Pending and failed are the portal's card attempts, not payments (attempts.ts).
  const { state, ...rest } = query;
  if (isCardAttemptState(state)) return listCardAttempts(db, scope, { ...rest, state });
  const filter = { ...rest, state };
  const after = decodeSortCursor(query.cursor, 'cursor', 'date');
  const [rows, totals] = await Promise.all([
    repo.listPayments(db, scope.companyId, filter, { limit: query.limit + 1, after }),
    after ? null : repo.paymentTotals(db, scope.companyId, filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      ...viewOf(row.payment),
      invoiceNumber: row.invoiceNumber ?? '',
      jobId: row.jobId,
      jobName: row.jobName,
      jobStage: row.jobStage,
      clientName: row.clientName,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeSortCursor({ value: last.payment.receivedOn, id: last.payment.id })
        : null,
    totals,
  };
}

/** A client's latest payments (a client's page) and credit per currency (only where there is some). */
export async function paymentsOfClient(db: Db, companyId: string, clientId: string, limit: number) {
  const [rows, credit] = await Promise.all([
    repo.listPayments(db, companyId, { clientId }, { limit }),
    repo.clientCredit(db, companyId, clientId),
  ]);
  return {
    payments: rows.map(({ payment, invoiceNumber }) => ({
      id: payment.id,
      amountCents: payment.amountMinor,
      currency: payment.currency,
      paidAt: payment.receivedOn,
      invoiceId: payment.invoiceId,
      invoiceNumber: invoiceNumber ?? '',
      method: payment.method,
      refundedCents: payment.refundedMinor,
    })),
    credit: credit.filter((c) => c.amountMinor > 0),
  };
}
