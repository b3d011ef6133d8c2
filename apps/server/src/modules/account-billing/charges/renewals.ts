import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { reserveUnderLock } from '../../payment-provider/charge.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { discountFor, resolvePromoCode } from '../promo-codes/resolve.ts';
import { planIdOf } from '../subscription/builder.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import { chargeInvoice, chargeStalePayments, reserveCharge } from './charge.ts';
import { applyPaidInvoice, openInvoice } from './invoices.ts';
import * as repo from './repo.ts';
import type { SubscriptionPaymentRow } from './repo.ts';
import { subscriptionRow, type SubscriptionRow, updateSubscription } from '../subscription/service.ts';

export const PAYMENT_RENEWALS = 'payment-renewals';
/** Every five minutes, like the lifecycle job; renewals are charged a day ahead, so none is missed. */
export const PAYMENT_RENEWALS_CRON = '*/5 * * * *';
const RENEWAL_LEAD_MS = 24 * 3_600_000;

/**
 * Charges active, paid subscriptions whose period ends within a day to their saved card, for the
 * next period. A success extends `accessTill`; a failure leaves the renewal invoice open and moves
 * the subscription to past_due for the grace period (the builder then offers COMPLETE_PAYMENT).
 * Each account is reserved under the account lock, which re-checks its row, and charged outside
 * it (charge.ts); the period's payment carries a key per period, so two workers never charge one
 * period twice.
 */
export async function runRenewals(db: Db, provider: PaymentProvider, now = new Date()) {
  // Charges a stopped process left reserved are charged first, with their own keys.
  await chargeStalePayments(db, provider, now);
  const due = await repo.dueRenewals(db, new Date(now.getTime() + RENEWAL_LEAD_MS));
  const counts = { renewed: 0, failed: 0 };
  for (const { businessAccountId } of due) {
    const reserved = await reserveRenewal(db, businessAccountId, now);
    if (reserved === 'renewed') counts.renewed++;
    if (!reserved || reserved === 'renewed') continue;
    const { outcome, settled } = await chargeInvoice(db, provider, reserved);
    if (settled) counts[outcome.status === 'succeeded' ? 'renewed' : 'failed']++;
  }
  return counts;
}

/**
 * Under the account lock: re-checks the subscription is due and reserves the charge of its next
 * period (the pending payment of that period if a run stopped after reserving it). A fully
 * discounted period is paid as it stands ('renewed'); an account with another charge in flight
 * waits for the next run.
 */
async function reserveRenewal(db: Db, businessAccountId: string, now: Date) {
  const lock = (tx: Db) => lockBusinessAccount(tx, businessAccountId);
  return reserveUnderLock(db, lock, async (tx): Promise<SubscriptionPaymentRow | 'renewed' | null> => {
    const subscription = await subscriptionRow(tx, businessAccountId);
    const customer = await repo.customerOf(tx, businessAccountId);
    const limit = now.getTime() + RENEWAL_LEAD_MS;
    if (subscription?.status !== 'active' || !subscription.accessTill) return null;
    if (subscription.accessTill.getTime() > limit || !customer?.defaultPaymentMethodId) return null;
    const start = subscription.accessTill;
    // One key per subscription and period: the provider charges a period once, whatever happens.
    const idempotencyKey = `renewal:${subscription.id}:${start.toISOString()}`;
    const kept = await repo.paymentByIdempotencyKey(tx, businessAccountId, idempotencyKey);
    if (kept) return kept.status === 'pending' ? kept : null;
    if (await repo.pendingPaymentOf(tx, businessAccountId)) return null;
    const plan = (await planCatalogue(tx)).find((p) => p.planId === planIdOf(subscription));
    const method = await repo.paymentMethodById(tx, businessAccountId, customer.defaultPaymentMethodId);
    if (!plan || !method) return null;

    const discount = await renewalDiscount(tx, subscription, plan);
    const invoice = await openInvoice(tx, {
      businessAccountId,
      customerId: customer.id,
      plan,
      start,
      discount,
    });
    if (invoice.amountMinor === 0) {
      // Fully discounted: paid as it stands, nothing charged.
      await applyPaidInvoice(tx, businessAccountId, invoice, plan);
      return 'renewed';
    }
    return reserveCharge(tx, {
      businessAccountId,
      invoice,
      paymentMethodId: method.id,
      kind: 'renewal',
      idempotencyKey,
    });
  });
}

/**
 * The subscription's promo code on this renewal: while it has periods left (null: forever), its
 * discount applies and one period is used up, whether or not the charge then goes through (the open
 * invoice keeps the discount). A code redeemed at checkout keeps discounting after it expires or is
 * withdrawn, as card networks' coupons do; one that no longer exists, or in another currency, does not.
 */
async function renewalDiscount(
  tx: Db,
  subscription: SubscriptionRow,
  plan: { priceMinor: number; currency: string },
) {
  const { promoCode, promoPeriodsLeft } = subscription;
  if (!promoCode || (promoPeriodsLeft !== null && promoPeriodsLeft <= 0)) return undefined;
  let discountMinor: number;
  try {
    const row = await resolvePromoCode(tx, promoCode, new Date(), { redeemed: true });
    discountMinor = discountFor(row, plan.priceMinor, plan.currency);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
  if (promoPeriodsLeft !== null)
    await updateSubscription(tx, subscription.businessAccountId, {
      promoPeriodsLeft: promoPeriodsLeft - 1,
    });
  return { code: promoCode, discountMinor };
}
