import type { SubscriptionStatus } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { lockBusinessAccountRow } from '../../companies/rows.ts';
import { accountOfCustomer, insertPaidInvoice, linkCustomer } from '../charges/customers.ts';
import {
  accountOfSubscription,
  applyInOrder,
  linkSubscription,
  subscriptionRow,
} from '../subscription/service.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { promoCodeByCode, redeem } from '../promo-codes/resolve.ts';
import { planIdOf } from '../subscription/builder.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import type { CheckoutSession, Invoice, StripeEvent, Subscription } from './event-schemas.ts';

const DAY_MS = 86_400_000;
const at = (seconds: number) => new Date(seconds * 1000);

/**
 * Stripe's subscription statuses in ours. `incomplete` (first payment not made), its end
 * `incomplete_expired`, and `paused` are not paid states: they change nothing, so a trial that
 * abandons a payment keeps its plan and its days (issue 10 §7).
 */
const STATUS: Partial<Record<Subscription['status'], SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
};

/**
 * The account an object belongs to: its metadata, else the subscription or customer we linked.
 * Locked for the rest of the transaction, as checkout locks it; null when no such account exists
 * (a signed event may still name an account that was never ours).
 */
async function lockedAccountOf(
  tx: Db,
  hints: {
    metadata?: { businessAccountId?: string | undefined } | null | undefined;
    subscription?: string | null;
    customer?: string | null;
  },
) {
  const id =
    hints.metadata?.businessAccountId ??
    (hints.subscription ? await accountOfSubscription(tx, hints.subscription) : null) ??
    (hints.customer ? await accountOfCustomer(tx, hints.customer) : null);
  return id && (await lockBusinessAccountRow(tx, id)) ? id : null;
}

/**
 * The catalogue plan of a subscription's price (amount, currency, interval): what Stripe bills,
 * which a change in the portal or through checkout's plan change keeps up to date, unlike metadata.
 */
function planOf(sub: Subscription, catalogue: CataloguePlan[]): CataloguePlan | undefined {
  const { price } = sub.items.data[0]!;
  const period = price.recurring?.interval === 'year' ? 'ANNUAL' : 'MONTHLY';
  return catalogue.find(
    (p) =>
      p.priceMinor === price.unit_amount &&
      p.currency.toLowerCase() === price.currency &&
      p.billingPeriod === period,
  );
}

/** Links the customer and subscription a completed checkout made to the account that paid. */
export async function checkoutCompleted(tx: Db, session: CheckoutSession) {
  const named = session.metadata?.businessAccountId ?? session.client_reference_id ?? undefined;
  const businessAccountId = await lockedAccountOf(tx, { metadata: { businessAccountId: named } });
  if (!businessAccountId) return false;
  if (session.customer) await linkCustomer(tx, businessAccountId, 'stripe', session.customer);
  if (session.subscription) await linkSubscription(tx, businessAccountId, session.subscription);
  // Once per account, however many checkouts completed with it (issue 10 §6).
  const code = session.metadata?.promoCode;
  if (code && (await promoCodeByCode(tx, code))) await redeem(tx, code, businessAccountId);
  return true;
}

/** customer.subscription.created/updated/deleted: status, plan and access, newest event wins. */
export async function subscriptionChanged(tx: Db, event: StripeEvent, sub: Subscription) {
  const businessAccountId = await lockedAccountOf(tx, {
    metadata: sub.metadata,
    subscription: sub.id,
    customer: sub.customer,
  });
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
  const status = STATUS[sub.status];
  // Never paid (incomplete, incomplete_expired) or paused: nothing changes, not even on deletion.
  if (!status) return false;
  const plan = planOf(sub, await planCatalogue(tx));
  const periodEnd = sub.items.data[0]!.current_period_end ?? sub.current_period_end;
  const endedAt = deleted ? (sub.ended_at ?? event.created) : undefined;
  await linkCustomer(tx, businessAccountId, 'stripe', sub.customer);
  return applyInOrder(tx, businessAccountId, at(event.created), {
    providerSubscriptionId: sub.id,
    status: deleted ? 'canceled' : status,
    ...(plan && { planTier: plan.tier, billingPeriod: plan.billingPeriod }),
    ...(endedAt ? { accessTill: at(endedAt) } : periodEnd ? { accessTill: at(periodEnd) } : {}),
  });
}

function invoiceHints(invoice: Invoice) {
  const details = invoice.parent?.subscription_details;
  return {
    metadata: details?.metadata ?? null,
    subscription: details?.subscription ?? invoice.subscription ?? null,
    customer: invoice.customer ?? null,
  };
}

/** The subscription period an invoice pays: its line's, which Stripe's invoice period is not. */
function periodOf(invoice: Invoice) {
  const line = invoice.lines.data[0];
  return {
    start: at(line?.period.start ?? invoice.period_start),
    end: at(line?.period.end ?? invoice.period_end),
  };
}

/**
 * The account an invoice's news applies to: its subscription must be the account's own, as in
 * subscriptionChanged, so a replaced subscription's invoices change nothing. `unlinked`: a first
 * invoice may arrive before the checkout that links its subscription.
 */
async function invoiceAccount(tx: Db, invoice: Invoice, options: { unlinked: boolean }) {
  const hints = invoiceHints(invoice);
  const businessAccountId = await lockedAccountOf(tx, hints);
  if (!businessAccountId || !hints.subscription) return null;
  const current = await subscriptionRow(tx, businessAccountId);
  const linked = current?.providerSubscriptionId ?? null;
  const applies = linked === hints.subscription || (options.unlinked && linked === null);
  return applies && current ? { businessAccountId, current, hints, linked: linked !== null } : null;
}

/**
 * invoice.paid: a paid invoice, its receipt and Stripe's receipt page in our invoices table, as
 * the sandbox keeps them. The plan is the subscription's once its news arrived (the price it
 * bills), else the plan the checkout sold.
 */
export async function invoicePaid(tx: Db, event: StripeEvent, invoice: Invoice) {
  const found = await invoiceAccount(tx, invoice, { unlinked: true });
  if (!found) return false;
  const { businessAccountId, current, hints } = found;
  const catalogue = await planCatalogue(tx);
  const sold = catalogue.find((p) => p.planId === hints.metadata?.planId)?.planId;
  const billed = found.linked && current.status !== 'trialing' ? planIdOf(current) : undefined;
  const number = invoice.number ?? invoice.id;
  const { start, end } = periodOf(invoice);
  await insertPaidInvoice(tx, {
    businessAccountId,
    number,
    planId: billed ?? sold ?? planIdOf(current),
    amountMinor: invoice.amount_paid,
    discountMinor: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    promoCode: hints.metadata?.promoCode ?? null,
    currency: invoice.currency.toUpperCase(),
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    paidAt: at(invoice.status_transitions?.paid_at ?? event.created),
    receiptNumber: `R-${number}`,
    receiptUrl: invoice.hosted_invoice_url ?? null,
  });
  return true;
}

/**
 * invoice.payment_failed: a paid subscription goes past due, with the sandbox's grace from the
 * unpaid period's start. A trial's first payment failing (an incomplete subscription) is not a
 * paid subscription's renewal: it changes nothing.
 */
export async function invoiceFailed(tx: Db, event: StripeEvent, invoice: Invoice) {
  const found = await invoiceAccount(tx, invoice, { unlinked: false });
  if (!found || !['active', 'past_due'].includes(found.current.status)) return false;
  const { start } = periodOf(invoice);
  return applyInOrder(tx, found.businessAccountId, at(event.created), {
    status: 'past_due',
    accessTill: new Date(start.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS),
  });
}
