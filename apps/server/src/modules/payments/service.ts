import type { CheckoutRequest, CheckoutResult } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { subscriptionData } from '../subscription/builder.ts';
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

export async function succeeded(
  tx: Db,
  businessAccountId: string,
  invoice: Invoice,
  plan: CataloguePlan,
): Promise<Answer> {
  await repo.voidOpenInvoices(tx, businessAccountId);
  const { paid, subscription } = await applyPaidInvoice(tx, businessAccountId, invoice, plan);
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

export function declined(declineCode: string): Answer {
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

/** POST checkout: saves the card, invoices the plan's first period and charges it, once per key. */
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
  const request = { planId: body.planId, last4: number.slice(-4), expMonth, expYear };
  const result = await once<CheckoutResult>(
    deps.db,
    { businessAccountId, key: body.idempotencyKey, request },
    async (tx) => {
      let customer = await repo.customerOf(tx, businessAccountId);
      if (!customer) {
        const owner = await repo.accountOwner(tx, businessAccountId);
        const name = `${owner.firstName} ${owner.lastName}`;
        const { customerId } = await provider.upsertCustomer({ email: owner.email, name });
        customer = await repo.insertCustomer(tx, {
          businessAccountId,
          provider: provider.name,
          providerCustomerId: customerId,
        });
      }
      const card = await provider.attachCard(customer.providerCustomerId, body.card);
      const method = await repo.insertPaymentMethod(tx, businessAccountId, provider.name, card);
      const start = new Date();
      const invoice = await openInvoice(tx, { businessAccountId, customerId: customer.id, plan, start });
      const outcome = await provider.chargeCheckout({
        customerId: customer.providerCustomerId,
        providerPaymentMethodId: card.providerPaymentMethodId,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        idempotencyKey: `${businessAccountId}:${body.idempotencyKey}`,
      });
      return settle(tx, { businessAccountId, paymentMethodId: method.id, invoice, plan }, outcome);
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
  options: { businessAccountId: string; customerId: string; plan: CataloguePlan; start: Date },
) {
  const { businessAccountId, customerId, plan, start } = options;
  return repo.insertInvoice(tx, {
    businessAccountId,
    number: await repo.nextInvoiceNumber(tx, businessAccountId, invoicePrefix(customerId)),
    planId: plan.planId,
    amountMinor: plan.priceMinor,
    currency: plan.currency,
    status: 'open',
    periodStart: start,
    periodEnd: periodEnd(start, plan.billingPeriod),
  });
}
