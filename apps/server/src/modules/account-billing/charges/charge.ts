import type { UpdatePaymentMethodResult } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { chargeReserved, type SettleSteps } from '../../payment-provider/charge.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { release } from '../promo-codes/resolve.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import { updateSubscription } from '../subscription/service.ts';
import { answerPending, type StoredAnswer } from './idempotency.ts';
import { applyPaidInvoice, declined, succeeded } from './invoices.ts';
import * as repo from './repo.ts';
import type { IdempotencyRecord, SubscriptionInvoiceRow, SubscriptionPaymentRow } from './repo.ts';

/**
 * The subscription's charges (checkout, a past-due invoice paid with a new card, renewals) through
 * the generic charge of payment-provider/charge.ts, under the business account's lock: reserved by
 * `reserveCharge` in the caller's transaction, then charged and settled by `chargeInvoice`. Settling
 * applies the outcome: a paid invoice starts or extends the period; a decline voids a checkout's
 * invoice and gives its promo code back; a failed renewal moves the account to past due.
 */
export async function reserveCharge(
  tx: Db,
  input: {
    businessAccountId: string;
    invoice: SubscriptionInvoiceRow;
    paymentMethodId: string;
    kind: SubscriptionPaymentRow['kind'];
    idempotencyKey: string;
  },
) {
  const { invoice } = input;
  return repo.insertPayment(tx, {
    businessAccountId: input.businessAccountId,
    invoiceId: invoice.id,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    status: 'pending',
  });
}

/** The answer for the request waiting on a charge; null for an off-session renewal. */
type Answer = StoredAnswer<unknown> | null;

/** Charges a pending payment and settles it. A provider error leaves it pending, to be charged again. */
export async function chargeInvoice(db: Db, provider: PaymentProvider, payment: SubscriptionPaymentRow) {
  const { businessAccountId } = payment;
  const record = await repo.idempotencyRecordOfPayment(db, businessAccountId, payment.id);
  // A renewal no request waits for is the scheduled one, charged off-session.
  const offSession = payment.kind === 'renewal' && !record;
  const customer = await repo.customerOf(db, businessAccountId);
  const method = payment.paymentMethodId
    ? await repo.paymentMethodById(db, businessAccountId, payment.paymentMethodId)
    : null;
  if (!customer || !method || !payment.idempotencyKey)
    throw new Error(`payment ${payment.id} has no customer, card or key to charge`);
  const charge = {
    customerId: customer.providerCustomerId,
    providerPaymentMethodId: method.providerPaymentMethodId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    idempotencyKey: payment.idempotencyKey,
    offSession,
  };
  const charged = await chargeReserved(db, provider, charge, settleSteps(payment, record, offSession));
  /** `settled` is false when another request settled the payment first (its answer is kept under its key). */
  return {
    outcome: charged.outcome,
    settled: charged.settled,
    answer: charged.settled ? charged.result : null,
  };
}

function settleSteps(
  payment: SubscriptionPaymentRow,
  record: IdempotencyRecord | null,
  offSession: boolean,
): SettleSteps<Answer> {
  const { businessAccountId } = payment;
  const invoiceAndPlan = async (tx: Db) => {
    const invoice = await repo.invoiceById(tx, businessAccountId, payment.invoiceId);
    const plan = (await planCatalogue(tx)).find((p) => p.planId === invoice.planId);
    if (!plan) throw new Error(`invoice ${invoice.id} names no plan of the catalogue`);
    return { invoice, plan };
  };
  const answered = async (tx: Db, answer: StoredAnswer<unknown>) => {
    if (record) await answerPending(tx, record, answer);
    return answer;
  };
  return {
    lock: (tx) => lockBusinessAccount(tx, businessAccountId),
    record: (tx, settlement) => repo.settlePayment(tx, payment, settlement),
    async succeeded(tx, { providerPaymentId }) {
      const { invoice, plan } = await invoiceAndPlan(tx);
      if (payment.paymentMethodId)
        await repo.setDefaultPaymentMethod(tx, businessAccountId, payment.paymentMethodId);
      if (offSession) {
        await applyPaidInvoice(tx, businessAccountId, invoice, plan);
        return null;
      }
      if (payment.kind === 'checkout')
        return answered(tx, await succeeded(tx, businessAccountId, invoice, plan));
      await succeeded(tx, businessAccountId, invoice, plan, { renewal: true });
      return answered(tx, await cardAnswer(tx, payment, { id: providerPaymentId, status: 'succeeded' }));
    },
    async declined(tx, { failureCode }) {
      const invoice = await repo.invoiceById(tx, businessAccountId, payment.invoiceId);
      // A failed renewal leaves its invoice open; the account keeps access for the grace period.
      if (offSession) {
        await updateSubscription(tx, businessAccountId, {
          status: 'past_due',
          accessTill: new Date(invoice.periodStart.getTime() + PAST_DUE_GRACE_DAYS * 24 * 3_600_000),
        });
        return null;
      }
      // A checkout's invoice is void and its promo code given back; a past-due invoice stays owed.
      if (payment.kind === 'checkout') {
        await repo.updateInvoice(tx, businessAccountId, invoice.id, { status: 'void' });
        if (invoice.promoCode) await release(tx, invoice.promoCode, businessAccountId);
      }
      // On-session, only a decline fails, and a decline carries its code.
      return answered(tx, declined(failureCode!));
    },
    async requiresAction(tx, { providerPaymentId }) {
      if (payment.kind === 'checkout')
        return answered(tx, {
          statusCode: 200,
          data: { status: 'requires_action', paymentIntentId: providerPaymentId },
        });
      return answered(
        tx,
        await cardAnswer(tx, payment, { id: providerPaymentId, status: 'requires_action' }),
      );
    },
  };
}

/** A past-due renewal invoice charged to a new card (billing's payment method): the card and intent. */
async function cardAnswer(
  tx: Db,
  payment: SubscriptionPaymentRow,
  paymentIntent: NonNullable<UpdatePaymentMethodResult['paymentIntent']>,
): Promise<StoredAnswer<UpdatePaymentMethodResult>> {
  const method = await repo.paymentMethodById(tx, payment.businessAccountId, payment.paymentMethodId!);
  const { brand, last4, expMonth, expYear } = method!;
  return { statusCode: 200, data: { card: { brand, last4, expMonth, expYear }, paymentIntent } };
}

/** Charges reserved over `staleMs` ago and never settled (a process stopped between the steps). */
export async function chargeStalePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  staleMs = 5 * 60_000,
) {
  for (const payment of await repo.stalePendingPayments(db, new Date(now.getTime() - staleMs)))
    await chargeInvoice(db, provider, payment);
}
