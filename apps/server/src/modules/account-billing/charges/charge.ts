import type { UpdatePaymentMethodResult } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { release } from '../promo-codes/resolve.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import { answerPending, type StoredAnswer } from './idempotency.ts';
import { applyPaidInvoice, declined, succeeded } from './invoices.ts';
import type { ChargeOutcome, PaymentProvider } from '../../payment-provider/provider.ts';
import * as repo from './repo.ts';
import type { IdempotencyRecord, SubscriptionInvoiceRow, SubscriptionPaymentRow } from './repo.ts';
import { updateSubscription } from '../subscription/service.ts';

/**
 * One way to charge an invoice to a saved card (checkout, a past-due invoice paid with a new card,
 * renewals), in three steps so that no lock is held while the provider is called (see
 * docs/decisions/reserve-charge-settle.md):
 * 1. reserve, in the caller's transaction under the account lock: `reserveCharge` records a
 *    pending payment carrying the provider idempotency key;
 * 2. charge, with no transaction open: the provider is charged with that key, so charging the
 *    same pending payment again (a parallel request, a retry after a crash) charges once;
 * 3. settle, in a new transaction under the lock: the outcome is recorded on the payment if it is
 *    still pending (else another request settled it), and applied: a paid invoice starts or
 *    extends the period; a decline voids a checkout's invoice and gives its promo code back.
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

export type Charged = {
  outcome: ChargeOutcome;
  /** False when another request settled the payment first (its answer is kept under its key). */
  settled: boolean;
  /** The answer for the request waiting on it; null for an off-session renewal. */
  answer: StoredAnswer<unknown> | null;
};

/** Steps 2 and 3 for a pending payment. A provider error leaves it pending, to be charged again. */
export async function chargeInvoice(
  db: Db,
  provider: PaymentProvider,
  payment: SubscriptionPaymentRow,
): Promise<Charged> {
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
  const input = {
    customerId: customer.providerCustomerId,
    providerPaymentMethodId: method.providerPaymentMethodId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    idempotencyKey: payment.idempotencyKey,
  };
  const outcome = offSession ? await provider.chargeRenewal(input) : await provider.chargeCheckout(input);
  return db.transaction(async (tx) => {
    await lockBusinessAccount(tx, businessAccountId);
    return settle(tx, { payment, outcome, record, offSession });
  });
}

async function settle(
  tx: Db,
  charge: {
    payment: SubscriptionPaymentRow;
    outcome: ChargeOutcome;
    record: IdempotencyRecord | null;
    offSession: boolean;
  },
): Promise<Charged> {
  const { payment, outcome, record } = charge;
  const { businessAccountId } = payment;
  const failed = outcome.status === 'declined' || (charge.offSession && outcome.status !== 'succeeded');
  const settled = await repo.settlePayment(tx, payment, {
    status: failed ? 'failed' : outcome.status,
    providerPaymentId: outcome.providerPaymentId,
    failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
  });
  if (!settled) return { outcome, settled, answer: null };
  const invoice = await repo.invoiceById(tx, businessAccountId, payment.invoiceId);
  const plan = (await planCatalogue(tx)).find((p) => p.planId === invoice.planId);
  if (!plan) throw new Error(`invoice ${invoice.id} names no plan of the catalogue`);
  const paid = outcome.status === 'succeeded';
  if (paid && payment.paymentMethodId)
    await repo.setDefaultPaymentMethod(tx, businessAccountId, payment.paymentMethodId);

  if (charge.offSession) {
    if (paid) await applyPaidInvoice(tx, businessAccountId, invoice, plan);
    // A failed renewal leaves its invoice open; the account keeps access for the grace period.
    else
      await updateSubscription(tx, businessAccountId, {
        status: 'past_due',
        accessTill: new Date(invoice.periodStart.getTime() + PAST_DUE_GRACE_DAYS * 24 * 3_600_000),
      });
    return { outcome, settled, answer: null };
  }
  const answer =
    payment.kind === 'checkout'
      ? await checkoutAnswer(tx, { invoice, plan, outcome })
      : await cardAnswer(tx, { payment, invoice, plan, outcome });
  if (record) await answerPending(tx, record, answer);
  return { outcome, settled, answer };
}

/** A checkout: paid → the plan starts; declined → its invoice is void and its promo code given back. */
async function checkoutAnswer(
  tx: Db,
  {
    invoice,
    plan,
    outcome,
  }: { invoice: SubscriptionInvoiceRow; plan: Parameters<typeof succeeded>[3]; outcome: ChargeOutcome },
): Promise<StoredAnswer<unknown>> {
  if (outcome.status === 'declined') {
    await repo.updateInvoice(tx, invoice.businessAccountId, invoice.id, { status: 'void' });
    if (invoice.promoCode) await release(tx, invoice.promoCode, invoice.businessAccountId);
    return declined(outcome.declineCode);
  }
  if (outcome.status === 'requires_action')
    return {
      statusCode: 200,
      data: { status: 'requires_action', paymentIntentId: outcome.providerPaymentId },
    };
  return succeeded(tx, invoice.businessAccountId, invoice, plan);
}

/**
 * A past-due renewal invoice charged to a new card (billing's payment method): a decline leaves the
 * invoice open (the account still owes it); paid → active again.
 */
async function cardAnswer(
  tx: Db,
  input: {
    payment: SubscriptionPaymentRow;
    invoice: SubscriptionInvoiceRow;
    plan: Parameters<typeof succeeded>[3];
    outcome: ChargeOutcome;
  },
): Promise<StoredAnswer<UpdatePaymentMethodResult>> {
  const { payment, invoice, outcome } = input;
  if (outcome.status === 'declined') return declined<UpdatePaymentMethodResult>(outcome.declineCode);
  if (outcome.status === 'succeeded')
    await succeeded(tx, payment.businessAccountId, invoice, input.plan, { renewal: true });
  const method = await repo.paymentMethodById(tx, payment.businessAccountId, payment.paymentMethodId!);
  const { brand, last4, expMonth, expYear } = method!;
  return {
    statusCode: 200,
    data: {
      card: { brand, last4, expMonth, expYear },
      paymentIntent: { id: outcome.providerPaymentId, status: outcome.status },
    },
  };
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
