import type { Invoice } from '@focal/contracts/invoices/api';
import type { ListPaymentsQuery, Payment, PaymentListRow, PaymentTotals, RecordPaymentRequest } from '@focal/contracts/invoices/payments';
import { todayIn } from '@focal/contracts/zoned-time';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { decodeSortCursor, encodeSortCursor } from '../../../http/keyset-cursor.ts';
import { fieldError } from '../../../http/validation.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { editInvoice, getInvoice, recordSettlement } from '../service.ts';
import { PaymentText as T } from './messages.ts';
import * as repo from './repo.ts';

type RecordBody = Required<Omit<RecordPaymentRequest, 'reference'>> & { reference: string | null };

const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);

const viewOf = (row: repo.PaymentRow): Payment => ({
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
  recordedBy: row.recordedBy,
  createdAt: row.createdAt.toISOString(),
});

/** The payment a request id already recorded, for this invoice; another invoice's is refused. */
function replayed(row: repo.PaymentRow, invoiceId: string) {
  if (row.invoiceId !== invoiceId) throw wrongState(T.otherInvoice);
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
  const earlier = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
  if (earlier) return { payment: replayed(earlier, invoiceId), invoice: await getInvoice(db, scope, invoiceId) };
  let payment: Payment | undefined;
  try {
    const invoice = await editInvoice(db, scope, invoiceId, null, async (tx, found) => {
      // A twin request waited on the lock: it recorded the payment, this one answers it.
      const twin = await repo.paymentOfRequest(tx, scope.companyId, body.requestId);
      if (twin) return void (payment = replayed(twin, invoiceId));
      const { invoice: row } = found;
      if (row.status === 'draft') throw wrongState(T.draft);
      if (row.status === 'void') throw wrongState(T.void);
      const balance = row.totalMinor - row.paidMinor - row.creditedMinor;
      if (balance <= 0) throw wrongState(T.settled);
      if (body.receivedOn > todayIn(found.timeZone)) throw fieldError('receivedOn', T.future);
      const appliedMinor = Math.min(body.amountMinor, balance);
      const inserted = await repo.insertPayment(tx, scope.companyId, {
        invoiceId,
        clientId: row.clientId,
        requestId: body.requestId,
        currency: row.currency,
        amountMinor: body.amountMinor,
        appliedMinor,
        creditMinor: body.amountMinor - appliedMinor,
        receivedOn: body.receivedOn,
        method: body.method,
        reference: body.reference,
        note: body.note,
        recordedBy: scope.userId,
      });
      await recordSettlement(tx, scope, found, { paidMinor: row.paidMinor + appliedMinor });
      await recordActivity(tx, {
        companyId: scope.companyId,
        subjectType: 'job',
        subjectId: row.jobId,
        userId: scope.userId,
        action: 'payment recorded',
        details: { invoiceId, number: row.number, paymentId: inserted.id, amountMinor: body.amountMinor },
      });
      payment = viewOf(inserted);
    });
    return { payment: payment!, invoice };
  } catch (error) {
    // The unique request id is the last guard: a twin committed between the reads above.
    if (!isUniqueViolation(error)) throw error;
    const twin = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
    if (!twin) throw error;
    return { payment: replayed(twin, invoiceId), invoice: await getInvoice(db, scope, invoiceId) };
  }
}

/** An invoice's payments, oldest first, for a member who may read its record. */
export async function invoicePayments(db: Db, scope: CompanyScope, invoiceId: string): Promise<Payment[]> {
  await getInvoice(db, scope, invoiceId);
  return (await repo.paymentsOf(db, scope.companyId, invoiceId)).map(viewOf);
}

type ListQuery = Omit<ListPaymentsQuery, 'limit'> & { limit: number };

/** /payments: a page of the company's payments and, on the first page, the filter's totals. */
export async function listPayments(
  db: Db,
  scope: CompanyScope,
  query: ListQuery,
): Promise<{ rows: PaymentListRow[]; nextCursor: string | null; totals: PaymentTotals | null }> {
  const after = decodeSortCursor(query.cursor, 'cursor', 'date');
  const [rows, totals] = await Promise.all([
    repo.listPayments(db, scope.companyId, query, { limit: query.limit + 1, after }),
    after ? null : repo.paymentTotals(db, scope.companyId, query),
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
      rows.length > query.limit && last ? encodeSortCursor({ value: last.payment.receivedOn, id: last.payment.id }) : null,
    totals,
  };
}
