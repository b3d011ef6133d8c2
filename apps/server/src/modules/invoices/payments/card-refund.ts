import type { refundPaymentRequestSchema } from '@focal/contracts/invoices/payments';
import { todayIn } from '@focal/contracts/zoned-time';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import type { PaymentProvider, PaymentProviderName, RefundOutcome } from '../../payment-provider/provider.ts';
import { settleInvoice } from '../service.ts';
import { PaymentText as T, RefundText as R } from './messages.ts';
import { applyRefund } from './refund-apply.ts';
import { paymentCreditLeft } from './credit-repo.ts';
import * as repo from './repo.ts';

/*
 * A card payment's refund (method online-card: the client paid in the portal) goes back to the card
 * through the provider that charged it, in the generic charge's three steps, no lock held while the
 * provider is called (docs/decisions/refunds-through-the-provider.md):
 * 1. reserve, under the invoice's lock: checked against what is left (pending refunds count as
 *    given back), recorded pending with its split (its credit part held), nothing applied yet;
 * 2. refund, with the idempotency key `refund-{id}`: sent again, the card is refunded once;
 * 3. settle, under the lock, once: succeeded → applied as a recorded refund is; failed → marked
 *    failed, nothing applied, and a 409 that says why.
 * A provider that does not answer leaves it pending: the same request id again runs 2 and 3 again,
 * and the payment's next refund first retries those left pending.
 */

type RefundBody = z.output<typeof refundPaymentRequestSchema>;
/** The provider a card payment was charged through (payment-provider/providers.ts). */
export type ProviderOf = (name: PaymentProviderName) => PaymentProvider;
type Card = repo.CardPaymentRow & { providerPaymentId: string };

const pending = () =>
  new AppError('Conflict', R.pendingTitle, R.pending, { data: { refundStatus: 'pending' } });
const refused = (code: string, message?: string) =>
  new AppError('Conflict', R.refusedTitle, R.refused(R.reasons[code] ?? message ?? R.unknownReason(code)), {
    data: { refundStatus: 'failed', failureCode: code },
  });

/** Refunds the payment's card; answers once the money is back, else throws why it is not. */
export async function refundByCard(
  db: Db,
  scope: CompanyScope,
  payment: repo.PaymentRow,
  body: RefundBody,
  providerOf: ProviderOf,
): Promise<void> {
  const card = await repo.cardPaymentOfPayment(db, scope.companyId, payment.id);
  if (!card?.providerPaymentId) throw new AppError('Conflict', T.wrongStateTitle, R.noCharge);
  const steps = { db, scope, payment, card: card as Card, provider: providerOf(card.provider) };
  const earlier = await sameRequest(db, scope.companyId, payment.id, body);
  if (!earlier) {
    // Refunds an earlier request left pending go first: the card may have them already.
    for (const left of await repo.liveRefundsOf(db, scope.companyId, payment.id))
      if (left.status === 'pending') await refundOnce(steps, left);
  }
  const refund = earlier ?? (await reserve(db, scope, payment, body));
  if (refund.status === 'failed') throw refused(refund.failureCode ?? 'refused');
  if (refund.status === 'pending') {
    const outcome = await refundOnce(steps, refund);
    if (outcome.status === 'failed') throw refused(outcome.failureCode, outcome.failureMessage);
  }
}

/** The refund this request id recorded, if it is the same request sent again. */
async function sameRequest(db: Db, companyId: string, paymentId: string, body: RefundBody) {
  const earlier = await repo.refundOfRequest(db, companyId, body.requestId);
  if (!earlier) return undefined;
  if (earlier.paymentId !== paymentId) throw new AppError('Conflict', T.wrongStateTitle, T.otherPayment);
  if (earlier.amountMinor !== body.amountMinor || earlier.refundedOn !== body.refundedOn)
    throw new AppError('IdempotencyKeyReused', T.keyReusedTitle, T.keyReused);
  return earlier;
}

/** Step 1: the refund recorded pending, its credit part held, under the invoice's lock. */
async function reserve(db: Db, scope: CompanyScope, payment: repo.PaymentRow, body: RefundBody) {
  let reserved: repo.RefundRow | undefined;
  try {
    await settleInvoice(db, scope, payment.invoiceId, async (tx, found) => {
      // A twin request waited on the lock: it reserved the refund, this one goes on with it.
      reserved = await sameRequest(tx, scope.companyId, payment.id, body);
      if (reserved) return;
      const locked = (await repo.findPayment(tx, scope.companyId, payment.id, true))!;
      const live = await repo.liveRefundsOf(tx, scope.companyId, payment.id);
      const held = sum(live.filter((r) => r.status === 'pending').map((r) => r.amountMinor));
      // What paid the client's other invoices as credit cannot also go back to the card.
      const left = locked.amountMinor - locked.creditUsedMinor - locked.refundedMinor - held;
      if (body.amountMinor > left)
        throw fieldError('amountMinor', held > 0 ? R.held : T.refundTooMuch(Math.max(0, left)));
      if (body.refundedOn < locked.receivedOn || body.refundedOn > todayIn(found.timeZone))
        throw fieldError('refundedOn', T.refundDay);
      // The credit not yet given back or used goes first, as a recorded refund's does (pending
      // refunds' credit parts held, as `creditLeft` counts them).
      const fromCredit = Math.min(body.amountMinor, await paymentCreditLeft(tx, scope.companyId, payment.id));
      reserved = await repo.insertRefund(tx, scope.companyId, {
        paymentId: payment.id,
        requestId: body.requestId,
        amountMinor: body.amountMinor,
        fromCreditMinor: fromCredit,
        fromAppliedMinor: body.amountMinor - fromCredit,
        refundedOn: body.refundedOn,
        reason: body.reason,
        status: 'pending',
        recordedBy: scope.userId,
      });
    });
  } catch (error) {
    // The unique request id is the last guard: a twin committed between the reads above.
    const twin = isUniqueViolation(error) && (await sameRequest(db, scope.companyId, payment.id, body));
    if (!twin) throw error;
    return twin;
  }
  return reserved!;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

type Steps = { db: Db; scope: CompanyScope; payment: repo.PaymentRow; card: Card; provider: PaymentProvider };

/**
 * Refunds under way in this process, by id, until settled: a twin request waits for the same outcome
 * instead of calling the provider again (another process's twin calls with the same key: the card
 * is refunded once still, and the settle step applies it once).
 */
const underWay = new Map<string, Promise<RefundOutcome>>();

/** Steps 2 and 3, once per refund. No answer from the provider throws and leaves it pending. */
async function refundOnce(steps: Steps, refund: repo.RefundRow): Promise<RefundOutcome> {
  const joined = underWay.get(refund.id);
  if (joined) return joined;
  const now = (await repo.refundOfRequest(steps.db, steps.scope.companyId, refund.requestId))!;
  if (now.status === 'succeeded')
    return { status: 'succeeded', providerRefundId: now.providerRefundId ?? '' };
  if (now.status === 'failed')
    return {
      status: 'failed',
      providerRefundId: now.providerRefundId,
      failureCode: now.failureCode ?? 'refused',
    };
  // Another request of this process may have started it while this one read.
  const raced = underWay.get(refund.id);
  if (raced) return raced;
  const run = refundAndSettle(steps, refund).finally(() => underWay.delete(refund.id));
  underWay.set(refund.id, run);
  return run;
}

async function refundAndSettle(steps: Steps, refund: repo.RefundRow): Promise<RefundOutcome> {
  const outcome = await callProvider(steps, refund);
  const { db, scope, payment } = steps;
  await settleInvoice(db, scope, payment.invoiceId, async (tx, found) => {
    const settled = await repo.settleRefund(tx, scope.companyId, refund.id, {
      status: outcome.status,
      providerRefundId: outcome.providerRefundId,
      failureCode: outcome.status === 'failed' ? outcome.failureCode : null,
    });
    if (!settled || outcome.status === 'failed') return;
    const locked = (await repo.findPayment(tx, scope.companyId, payment.id, true))!;
    await applyRefund(tx, scope, found, locked, refund);
  });
  return outcome;
}

async function callProvider({ provider, card }: Steps, refund: repo.RefundRow) {
  try {
    return await provider.refund({
      providerPaymentId: card.providerPaymentId,
      amountMinor: refund.amountMinor,
      currency: card.currency,
      idempotencyKey: `refund-${refund.id}`,
      connectedAccountId: card.stripeAccountId,
    });
  } catch {
    // No answer (a lost connection, the provider's own failure): the money's fate is unknown.
    throw pending();
  }
}
