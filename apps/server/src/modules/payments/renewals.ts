import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { discountFor, resolvePromoCode } from '../promo-codes/resolve.ts';
import { planIdOf } from '../subscription/builder.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repo.ts';
import { applyPaidInvoice, openInvoice } from './service.ts';

export const PAYMENT_RENEWALS = 'payment-renewals';
/** Every five minutes, like the lifecycle job; renewals are charged a day ahead, so none is missed. */
export const PAYMENT_RENEWALS_CRON = '*/5 * * * *';
export const RENEWAL_LEAD_MS = 24 * 3_600_000;

/**
 * Charges active, paid subscriptions whose period ends within a day to their saved card, for the
 * next period. A success extends `accessTill`; a failure leaves the renewal invoice open and moves
 * the subscription to past_due for the grace period (the builder then offers COMPLETE_PAYMENT).
 * Each account runs in its own transaction under the account lock and re-checks its row, so two
 * workers never charge one period twice (and the provider gets a key per period besides).
 */
export async function runRenewals(db: Db, provider: PaymentProvider, now = new Date()) {
  const due = await db
    .select({ businessAccountId: subscriptions.businessAccountId })
    .from(subscriptions)
    .innerJoin(billingCustomers, eq(billingCustomers.businessAccountId, subscriptions.businessAccountId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.accessTill, new Date(now.getTime() + RENEWAL_LEAD_MS)),
        isNotNull(billingCustomers.defaultPaymentMethodId),
      ),
    );
  const counts = { renewed: 0, failed: 0 };
  for (const { businessAccountId } of due) {
    const outcome = await renewOne(db, provider, businessAccountId, now);
    if (outcome) counts[outcome]++;
  }
  return counts;
}

async function renewOne(db: Db, provider: PaymentProvider, businessAccountId: string, now: Date) {
  return db.transaction(async (tx) => {
    await lockBusinessAccount(tx, businessAccountId);
    const subscription = await repo.subscriptionRow(tx, businessAccountId);
    const customer = await repo.customerOf(tx, businessAccountId);
    const limit = now.getTime() + RENEWAL_LEAD_MS;
    if (subscription?.status !== 'active' || !subscription.accessTill) return null;
    if (subscription.accessTill.getTime() > limit || !customer?.defaultPaymentMethodId) return null;
    const plan = (await planCatalogue(tx)).find((p) => p.planId === planIdOf(subscription));
    const method = await repo.paymentMethodById(tx, businessAccountId, customer.defaultPaymentMethodId);
    if (!plan || !method) return null;

    const start = subscription.accessTill;
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
      return 'renewed' as const;
    }
    const outcome = await provider.chargeRenewal({
      customerId: customer.providerCustomerId,
      providerPaymentMethodId: method.providerPaymentMethodId,
      amountMinor: invoice.amountMinor,
      currency: plan.currency,
      idempotencyKey: `renewal:${subscription.id}:${start.toISOString()}`,
    });
    const ok = outcome.status === 'succeeded';
    await repo.insertPayment(tx, {
      businessAccountId,
      invoiceId: invoice.id,
      paymentMethodId: method.id,
      providerPaymentId: outcome.providerPaymentId,
      kind: 'renewal',
      amountMinor: invoice.amountMinor,
      currency: plan.currency,
      status: ok ? 'succeeded' : 'failed',
      failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
    });
    if (ok) {
      await applyPaidInvoice(tx, businessAccountId, invoice, plan);
      return 'renewed' as const;
    }
    // Off-session, a card needing confirmation counts as failed: the owner completes the payment.
    await repo.updateSubscription(tx, businessAccountId, {
      status: 'past_due',
      accessTill: new Date(start.getTime() + PAST_DUE_GRACE_DAYS * 24 * 3_600_000),
    });
    return 'failed' as const;
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
  subscription: typeof subscriptions.$inferSelect,
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
    await repo.updateSubscription(tx, subscription.businessAccountId, {
      promoPeriodsLeft: promoPeriodsLeft - 1,
    });
  return { code: promoCode, discountMinor };
}
