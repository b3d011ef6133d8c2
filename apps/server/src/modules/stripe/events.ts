import type { SubscriptionStatus } from '@focal/contracts';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { subscriptionRow } from '../payments/repo.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { planIdOf } from '../subscription/builder.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's subscription statuses in ours; `incomplete` and `paused` change nothing. */
const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'expired',
};

/** The account an object belongs to: its metadata, else the subscription or customer we linked. */
async function accountOf(
  tx: Db,
  hints: { metadata?: Stripe.Metadata | null; subscription?: string | null; customer?: string | null },
) {
  return (
    hints.metadata?.businessAccountId ??
    (hints.subscription ? await repo.accountOfSubscription(tx, hints.subscription) : null) ??
    (hints.customer ? await repo.accountOfCustomer(tx, hints.customer) : null)
  );
}

/** The catalogue plan a subscription is on: its metadata, else the plan with its item's price. */
function planOf(sub: Stripe.Subscription, catalogue: CataloguePlan[]): CataloguePlan | undefined {
  const named = catalogue.find((p) => p.planId === sub.metadata?.planId);
  if (named) return named;
  const price = sub.items?.data[0]?.price;
  const period = price?.recurring?.interval === 'year' ? 'ANNUAL' : 'MONTHLY';
  return catalogue.find(
    (p) =>
      p.priceMinor === price?.unit_amount &&
      p.currency.toLowerCase() === price?.currency &&
      p.billingPeriod === period,
  );
}

/** Links the customer and subscription a completed checkout made to the account that paid. */
export async function checkoutCompleted(tx: Db, session: Stripe.Checkout.Session) {
  const businessAccountId = session.metadata?.businessAccountId ?? session.client_reference_id;
  const customer = idOf(session.customer);
  const subscription = idOf(session.subscription);
  if (!businessAccountId) return false;
  if (customer) await repo.linkCustomer(tx, businessAccountId, customer);
  if (subscription) await repo.linkSubscription(tx, businessAccountId, subscription);
  if (session.metadata?.promoCode) await repo.countRedemption(tx, session.metadata.promoCode);
  return true;
}

/** customer.subscription.created/updated/deleted: status, plan and access, newest event wins. */
export async function subscriptionChanged(tx: Db, event: Stripe.Event, sub: Stripe.Subscription) {
  const customer = idOf(sub.customer);
  const businessAccountId = await accountOf(tx, { metadata: sub.metadata, subscription: sub.id, customer });
  if (!businessAccountId) return false;
  const row = await subscriptionRow(tx, businessAccountId);
  // A later subscription replaced this one: news of the old one no longer applies.
  if (
    row?.providerSubscriptionId &&
    row.providerSubscriptionId !== sub.id &&
    event.type !== 'customer.subscription.created'
  )
    return false;
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'canceled' : STATUS[sub.status];
  const plan = planOf(sub, await planCatalogue(tx));
  const legacy = sub as unknown as { current_period_end?: number };
  const periodEnd = sub.items?.data[0]?.current_period_end ?? legacy.current_period_end;
  const endedAt = deleted ? (sub.ended_at ?? event.created) : undefined;
  if (customer) await repo.linkCustomer(tx, businessAccountId, customer);
  return repo.applyInOrder(tx, businessAccountId, at(event.created), {
    providerSubscriptionId: sub.id,
    ...(status && { status }),
    ...(plan && { planTier: plan.tier, billingPeriod: plan.billingPeriod }),
    ...(endedAt ? { accessTill: at(endedAt) } : periodEnd ? { accessTill: at(periodEnd) } : {}),
  });
}

type InvoiceHints = {
  metadata: Stripe.Metadata | null;
  subscription: string | null;
  customer: string | null;
};

function invoiceHints(invoice: Stripe.Invoice): InvoiceHints {
  const details = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as { subscription?: string | null };
  return {
    metadata: details?.metadata ?? null,
    subscription: idOf(details?.subscription) ?? legacy.subscription ?? null,
    customer: idOf(invoice.customer),
  };
}

/** The subscription period an invoice pays: its line's, which Stripe's invoice period is not. */
function periodOf(invoice: Stripe.Invoice) {
  const line = invoice.lines?.data[0];
  return {
    start: at(line?.period?.start ?? invoice.period_start),
    end: at(line?.period?.end ?? invoice.period_end),
  };
}

/** invoice.paid: a paid invoice and its receipt in our invoices table, as the sandbox keeps them. */
export async function invoicePaid(tx: Db, event: Stripe.Event, invoice: Stripe.Invoice) {
  const hints = invoiceHints(invoice);
  const businessAccountId = await accountOf(tx, hints);
  if (!businessAccountId) return false;
  const current = await subscriptionRow(tx, businessAccountId);
  const catalogue = await planCatalogue(tx);
  const planId =
    catalogue.find((p) => p.planId === hints.metadata?.planId)?.planId ??
    (current ? planIdOf(current) : 'UNKNOWN');
  const number = invoice.number ?? invoice.id;
  const { start, end } = periodOf(invoice);
  await repo.insertPaidInvoice(tx, {
    businessAccountId,
    number,
    planId,
    amountMinor: invoice.amount_paid,
    discountMinor: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    promoCode: hints.metadata?.promoCode ?? null,
    currency: invoice.currency.toUpperCase(),
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    paidAt: at(invoice.status_transitions?.paid_at ?? event.created),
    receiptNumber: `R-${number}`,
  });
  return true;
}

/** invoice.payment_failed: past due, with the sandbox's grace from the unpaid period's start. */
export async function invoiceFailed(tx: Db, event: Stripe.Event, invoice: Stripe.Invoice) {
  const businessAccountId = await accountOf(tx, invoiceHints(invoice));
  if (!businessAccountId) return false;
  const { start } = periodOf(invoice);
  return repo.applyInOrder(tx, businessAccountId, at(event.created), {
    status: 'past_due',
    accessTill: new Date(start.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS),
  });
}
