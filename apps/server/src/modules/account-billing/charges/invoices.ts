import type { CheckoutResult } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { CataloguePlan } from '../plans/catalogue.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { periodsLeftAfterFirst, promoCodeByCode } from '../promo-codes/resolve.ts';
import { subscriptionData } from '../subscription/builder.ts';
import type { StoredAnswer } from './idempotency.ts';
import { ProviderText } from '../../payment-provider/messages.ts';
import { PaymentText } from './messages.ts';
import { periodEnd } from './periods.ts';
import * as repo from './repo.ts';
import type { SubscriptionInvoiceRow } from './repo.ts';
import { subscriptionRow, updateSubscription } from '../subscription/service.ts';

/** What an invoice's payment changes: the invoice and the account's plan (checkout, renewals, confirm). */

export type Answer = StoredAnswer<CheckoutResult>;

export const receiptNumberOf = (invoice: SubscriptionInvoiceRow) => `R-${invoice.number}`;

/**
 * A paid invoice puts the account on its plan, active until the end of the paid period. Limits
 * read the subscriptions row in the same way, so they lift as soon as this commits.
 */
export async function applyPaidInvoice(
  tx: Db,
  businessAccountId: string,
  invoice: SubscriptionInvoiceRow,
  plan: CataloguePlan,
) {
  const paid = await repo.updateInvoice(tx, businessAccountId, invoice.id, {
    status: 'paid',
    paidAt: new Date(),
    receiptNumber: receiptNumberOf(invoice),
  });
  const subscription = await updateSubscription(tx, businessAccountId, {
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
  invoice: SubscriptionInvoiceRow,
  plan: CataloguePlan,
  options: { renewal?: boolean } = {},
): Promise<Answer> {
  await repo.voidOpenInvoices(tx, businessAccountId);
  const { paid } = await applyPaidInvoice(tx, businessAccountId, invoice, plan);
  const subscription = options.renewal
    ? await subscriptionRow(tx, businessAccountId)
    : await updateSubscription(tx, businessAccountId, await promoTerms(tx, invoice));
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
async function promoTerms(tx: Db, invoice: SubscriptionInvoiceRow) {
  const row = invoice.promoCode ? await promoCodeByCode(tx, invoice.promoCode) : null;
  return { promoCode: row?.code ?? null, promoPeriodsLeft: row ? periodsLeftAfterFirst(row) : null };
}

export function declined<T = CheckoutResult>(declineCode: string): StoredAnswer<T> {
  const error = new AppError(
    'CardDeclined',
    ProviderText.declinedTitle,
    declineCode === 'incorrect_number' ? PaymentText.incorrectNumber : ProviderText.declined,
    { data: { declineCode } },
  );
  return { statusCode: error.status, error: error.toBody() };
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
