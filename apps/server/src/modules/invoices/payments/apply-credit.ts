import type { Invoice } from '@focal/contracts/invoices/api';
import type { applyCreditRequestSchema, Payment } from '@focal/contracts/invoices/payments';
import { formatMoney } from '@focal/contracts/money/format';
import { todayIn } from '@focal/contracts/zoned-time';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { getInvoice, settleInvoice } from '../service.ts';
import * as creditRepo from './credit-repo.ts';
import { CreditText as C, PaymentText as T } from './messages.ts';
import * as repo from './repo.ts';
import { applyPayment, viewOf } from './service.ts';

type ApplyBody = z.output<typeof applyCreditRequestSchema>;

const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);

/** The payment a request id already recorded, if the request is the same one sent again. */
function replayed(row: repo.PaymentRow, invoiceId: string, body: ApplyBody) {
  if (row.invoiceId !== invoiceId) throw wrongState(T.otherInvoice);
  if (row.amountMinor !== body.amountMinor || row.method !== 'client-credit')
    throw new AppError('IdempotencyKeyReused', T.keyReusedTitle, T.keyReused);
  return viewOf(row);
}

/** The credit the invoice's client has in the invoice's currency, for a member who may read it. */
export async function invoiceClientCredit(db: Db, scope: CompanyScope, invoiceId: string) {
  const invoice = await getInvoice(db, scope, invoiceId);
  const owner = await creditRepo.invoiceClientOf(db, scope.companyId, invoiceId);
  const credit = owner?.clientId ? await repo.clientCredit(db, scope.companyId, owner.clientId) : [];
  const amountMinor = credit.find((c) => c.currency === invoice.currency)?.amountMinor ?? 0;
  return { currency: invoice.currency, amountMinor: Math.max(0, amountMinor) };
}

/**
 * Pays an invoice from its client's credit (docs/decisions/applying-client-credit.md): under the
 * invoice's lock, then the client's payments holding credit in its currency (oldest first, locked in
 * that order), each gives what is left of its credit until the amount is met, and one payment of
 * method client-credit pays the invoice as any payment does (applyPayment: its paid total, state and
 * next due day follow). Never more than the balance nor the credit; the same request id sent again
 * records nothing more and answers the payment it recorded.
 */
export async function applyClientCredit(
  db: Db,
  scope: CompanyScope,
  invoiceId: string,
  body: ApplyBody,
): Promise<{ payment: Payment; invoice: Invoice }> {
  const answer = async (row: repo.PaymentRow) => ({
    payment: replayed(row, invoiceId, body),
    invoice: await getInvoice(db, scope, invoiceId),
  });
  const earlier = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
  if (earlier) return answer(earlier);
  let payment: Payment | undefined;
  try {
    const invoice = await settleInvoice(db, scope, invoiceId, async (tx, found) => {
      // A twin request waited on the lock: it applied the credit, this one answers it.
      const twin = await repo.paymentOfRequest(tx, scope.companyId, body.requestId);
      if (twin) return void (payment = replayed(twin, invoiceId, body));
      const { invoice: row } = found;
      const money = (minor: number) => formatMoney(minor, row.currency);
      if (row.status === 'draft') throw wrongState(T.draft);
      if (row.status === 'void') throw wrongState(T.void);
      const balance = row.totalMinor - row.paidMinor - row.creditedMinor;
      if (balance <= 0) throw wrongState(T.settled);
      if (!row.clientId) throw wrongState(C.noClient);
      const sources = await creditRepo.lockedCreditSources(tx, scope.companyId, row.clientId, row.currency);
      const available = sources.reduce((sum, source) => sum + source.leftMinor, 0);
      if (available <= 0) throw wrongState(C.noCredit(row.currency));
      if (body.amountMinor > balance) throw fieldError('amountMinor', C.overBalance(money(balance)));
      if (body.amountMinor > available) throw fieldError('amountMinor', C.overCredit(money(available)));
      let owed = body.amountMinor;
      for (const source of sources) {
        if (owed === 0) break;
        const taken = Math.min(owed, source.leftMinor);
        await creditRepo.setCreditUsed(tx, scope.companyId, source.id, source.creditUsedMinor + taken);
        owed -= taken;
      }
      const values = {
        requestId: body.requestId,
        amountMinor: body.amountMinor,
        receivedOn: todayIn(found.timeZone),
        method: 'client-credit' as const,
        reference: null,
        note: '',
      };
      const inserted = await applyPayment(tx, scope.companyId, found, values, scope.userId, {
        action: 'credit applied',
      });
      payment = viewOf(inserted);
    });
    return { payment: payment!, invoice };
  } catch (error) {
    // The unique request id is the last guard: a twin committed between the reads above.
    if (!isUniqueViolation(error)) throw error;
    const twin = await repo.paymentOfRequest(db, scope.companyId, body.requestId);
    if (!twin) throw error;
    return answer(twin);
  }
}
