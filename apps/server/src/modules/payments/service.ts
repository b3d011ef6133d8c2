import type { CheckoutRequest, CheckoutResult } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { subscriptionData } from '../subscription/builder.ts';
import { promoCodeByCode, redeem } from '../promo-codes/repo.ts';
import {
  discountFor,
  normalisePromoCode,
  periodsLeftAfterFirst,
  resolvePromoCode,
} from '../promo-codes/resolve.ts';
import { ensureCustomer } from './customers.ts';
import { once, type StoredAnswer } from './idempotency.ts';
import { PaymentText } from './messages.ts';
import { periodEnd } from './periods.ts';
import type { ChargeOutcome, PaymentProvider } from './provider.ts';
import * as repo from './repo.ts';

type Invoice = typeof invoices.$inferSelect;
export type Answer = StoredAnswer<CheckoutResult>;

async function planFor(db: Db, planId: string): Promise<CataloguePlan> {
  const plan = (await planCatalogue(db)).find((p) => p.planId === planId && p.active);
  if (!plan) throw notFound(PaymentText.plan);
  return plan;
}

export const receiptNumberOf = (invoice: Invoice) => `R-${invoice.number}`;

/**
 * A paid invoice puts the account on its plan, active until the end of the paid period. Limits
 * read the subscriptions row in the same way, so they lift as soon as this commits.
 */
export async function applyPaidInvoice(
  tx: Db,
  businessAccountId: string,
  invoice: Invoice,
  plan: CataloguePlan,
) {
  const paid = await repo.updateInvoice(tx, businessAccountId, invoice.id, {
    status: 'paid',
    paidAt: new Date(),
    receiptNumber: receiptNumberOf(invoice),
  });
  const subscription = await repo.updateSubscription(tx, businessAccountId, {
    planTier: plan.tier,
    billingPeriod: plan.billingPeriod,
    status: 'active',
    accessTill: invoice.periodEnd,
  });
  return { paid, subscription };
}

/**
 * A paid checkout (or a confirmed one): other open invoices are void, the plan starts, and with it
 * the invoice's promo code for the renewals it still discounts (none without a code). A renewal
 * invoice paid late (`renewal`) keeps the subscription's promo code as it is.
 */
export async function succeeded(
  tx: Db,
  businessAccountId: string,
  invoice: Invoice,
  plan: CataloguePlan,
  options: { renewal?: boolean } = {},
): Promise<Answer> {
  await repo.voidOpenInvoices(tx, businessAccountId);
  const { paid } = await applyPaidInvoice(tx, businessAccountId, invoice, plan);
  const subscription = options.renewal
    ? await repo.subscriptionRow(tx, businessAccountId)
    : await repo.updateSubscription(tx, businessAccountId, await promoTerms(tx, invoice));
  const catalogue = await planCatalogue(tx);
  return {
    statusCode: 200,
    data: {
      status: 'succeeded',
      planName: plan.name,
      amountMinor: paid.amountMinor,
      discountMinor: paid.discountMinor,
      invoiceNumber: paid.number,
      receiptNumber: paid.receiptNumber!,
      subscription: subscriptionData(subscription, catalogue),
    },
  };
}

/** The subscription's promo code and the renewals it still discounts, from a checkout's invoice. */
async function promoTerms(tx: Db, invoice: Invoice) {
  const row = invoice.promoCode ? await promoCodeByCode(tx, invoice.promoCode) : null;
  return { promoCode: row?.code ?? null, promoPeriodsLeft: row ? periodsLeftAfterFirst(row) : null };
}

export function declined<T = CheckoutResult>(declineCode: string): StoredAnswer<T> {
  const error = new AppError(
    'CardDeclined',
    PaymentText.declinedTitle,
    declineCode === 'incorrect_number' ? PaymentText.incorrectNumber : PaymentText.declined,
    { data: { declineCode } },
  );
  return { statusCode: error.status, error: error.toBody() };
}

/** Turns a charge's outcome into the answer, recording it on the payment and the invoice. */
async function settle(
  tx: Db,
  ctx: { businessAccountId: string; paymentMethodId: string; invoice: Invoice; plan: CataloguePlan },
  outcome: ChargeOutcome,
): Promise<Answer> {
  const { businessAccountId, invoice, plan } = ctx;
  const status = outcome.status === 'declined' ? 'failed' : outcome.status;
  await repo.insertPayment(tx, {
    businessAccountId,
    invoiceId: invoice.id,
    paymentMethodId: ctx.paymentMethodId,
    providerPaymentId: outcome.providerPaymentId,
    kind: 'checkout',
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    status,
    failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
  });
  if (outcome.status === 'declined') {
    await repo.updateInvoice(tx, businessAccountId, invoice.id, { status: 'void' });
    return declined(outcome.declineCode);
  }
  if (outcome.status === 'requires_action')
    return {
      statusCode: 200,
      data: { status: 'requires_action', paymentIntentId: outcome.providerPaymentId },
    };
  await repo.setDefaultPaymentMethod(tx, businessAccountId, ctx.paymentMethodId);
  return succeeded(tx, businessAccountId, invoice, plan);
}

/**
 * A checkout of the plan the account has paid for, while its paid period runs, is refused: it
 * would charge the same period twice. A trial of the plan (not paid) and a past-due one (its
 * period unpaid) may buy it; another plan is a plan change.
 */
async function refuseIfPaid(tx: Db, businessAccountId: string, plan: CataloguePlan, now = new Date()) {
  const current = await repo.subscriptionRow(tx, businessAccountId);
  const paid =
    current?.status === 'active' &&
    current.planTier === plan.tier &&
    current.billingPeriod === plan.billingPeriod &&
    (current.accessTill?.getTime() ?? 0) > now.getTime();
  if (paid)
    throw new AppError('PlanAlreadyPaid', PaymentText.alreadyPaidTitle, PaymentText.alreadyPaid(plan.name));
}

/** POST checkout: saves the card, invoices the plan's first period (less a promo code) and charges it, once per key. */
export async function checkout(
  deps: AppDeps,
  provider: PaymentProvider,
  scope: CompanyScope,
  body: CheckoutRequest,
) {
  assertOwner(scope);
  const plan = await planFor(deps.db, body.planId);
  const { businessAccountId } = scope;
  // The hash keeps no card number: last4 and expiry tell a changed card apart well enough.
  const { number, expMonth, expYear } = body.card;
  const promoCode = body.promoCode ? normalisePromoCode(body.promoCode) : null;
  const request = { planId: body.planId, last4: number.slice(-4), expMonth, expYear, promoCode };
  const result = await once<CheckoutResult>(
    deps.db,
    { businessAccountId, key: body.idempotencyKey, request },
    async (tx) => {
      // Under the account lock (once): of parallel checkouts with other keys, the first pays the
      // period and the others find it paid (issue 10 §6: one paid period is one charge).
      await refuseIfPaid(tx, businessAccountId, plan);
      // Before anything reaches the provider: an unknown, expired or already redeemed code charges
      // nothing. The row stays locked to the end, so max_redemptions holds under parallel checkouts.
      const promo = promoCode
        ? await resolvePromoCode(tx, promoCode, new Date(), { lock: true, account: businessAccountId })
        : null;
      const discount = promo
        ? { code: promo.code, discountMinor: discountFor(promo, plan.priceMinor, plan.currency) }
        : undefined;
      const customer = await ensureCustomer(tx, provider, businessAccountId);
      const card = await provider.attachCard(customer.providerCustomerId, body.card);
      const method = await repo.insertPaymentMethod(tx, businessAccountId, provider.name, card);
      const start = new Date();
      const invoice = await openInvoice(tx, {
        businessAccountId,
        customerId: customer.id,
        plan,
        start,
        discount,
      });
      const ctx = { businessAccountId, paymentMethodId: method.id, invoice, plan };
      if (invoice.amountMinor === 0) {
        // Nothing to charge (a 100% code): the invoice is paid as it stands; the card is kept for renewals.
        if (promo) await redeem(tx, promo.code, businessAccountId);
        await repo.setDefaultPaymentMethod(tx, businessAccountId, method.id);
        return succeeded(tx, businessAccountId, invoice, plan);
      }
      const outcome = await provider.chargeCheckout({
        customerId: customer.providerCustomerId,
        providerPaymentMethodId: card.providerPaymentMethodId,
        amountMinor: invoice.amountMinor,
        currency: plan.currency,
        idempotencyKey: `${businessAccountId}:${body.idempotencyKey}`,
      });
      // A declined card redeems nothing; one awaiting confirmation holds its redemption.
      if (promo && outcome.status !== 'declined') await redeem(tx, promo.code, businessAccountId);
      return settle(tx, ctx, outcome);
    },
  );
  // This process sees the new plan now; other processes hear the subscriptions trigger's NOTIFY.
  deps.contextCache.invalidate();
  return result;
}

/** An invoice number prefix per customer, as card networks print them ('A1B2C3D4-0001'). */
const invoicePrefix = (customerId: string) => customerId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The open invoice for one period of a plan, numbered in the customer's series (checkout and renewal). */
export async function openInvoice(
  tx: Db,
  options: {
    businessAccountId: string;
    customerId: string;
    plan: CataloguePlan;
    start: Date;
    /** A promo code's discount on this period: the invoice is the price less it, never below 0. */
    discount?: { code: string; discountMinor: number } | undefined;
  },
) {
  const { businessAccountId, customerId, plan, start, discount } = options;
  const discountMinor = Math.min(plan.priceMinor, Math.max(0, discount?.discountMinor ?? 0));
  return repo.insertInvoice(tx, {
    businessAccountId,
    number: await repo.nextInvoiceNumber(tx, businessAccountId, invoicePrefix(customerId)),
    planId: plan.planId,
    amountMinor: plan.priceMinor - discountMinor,
    discountMinor,
    promoCode: discount?.code ?? null,
    currency: plan.currency,
    status: 'open',
    periodStart: start,
    periodEnd: periodEnd(start, plan.billingPeriod),
  });
}
