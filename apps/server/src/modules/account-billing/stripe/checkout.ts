import type { StripeCheckoutSessionRequest } from '@focal/contracts';
import type Stripe from 'stripe';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../../auth/guards.ts';
import { customerOf, ensureCustomer } from '../charges/customers.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { subscriptionRow } from '../subscription/service.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { isLiveSubscription } from '../subscription/live.ts';
import { stripeClient } from '../../payment-provider/stripe-client.ts';
import { StripeText } from './messages.ts';
import { changePlan, SUCCESS_PATH } from './plan-change.ts';
import { stripeCouponFor, usablePromoCode } from './promo.ts';

/**
 * POST checkout-session: a Stripe Checkout Session in subscription mode for a catalogue plan. The
 * price is given inline (price_data), so the catalogue in our database stays the one source of
 * prices; the metadata names the account and plan for the webhook.
 */
export async function createCheckoutSession(
  deps: AppDeps,
  scope: CompanyScope,
  body: StripeCheckoutSessionRequest,
) {
  assertOwner(scope);
  const stripe = await stripeClient(deps.config);
  const plan = (await planCatalogue(deps.db)).find((p) => p.planId === body.planId && p.active);
  if (!plan) throw notFound(StripeText.plan);
  const { businessAccountId } = scope;
  // An account Stripe bills already changes its subscription's price: a second Checkout would
  // start a second subscription and bill both (issue 10 §7).
  const current = await subscriptionRow(deps.db, businessAccountId);
  if (current?.providerSubscriptionId && current.status !== 'trialing' && isLiveSubscription(current))
    return changePlan(deps, stripe, { businessAccountId, current, plan, key: body.idempotencyKey });
  const promo = body.promoCode
    ? await usablePromoCode(deps.db, body.promoCode, plan, businessAccountId)
    : null;
  // The one customer path (charges/customers.ts): a customer left from the sandbox is replaced.
  const provider = paymentProviderFrom(deps.config);
  const customer = (await ensureCustomer(deps.db, provider, businessAccountId, { own: true }))
    .providerCustomerId;
  const coupon = promo ? await stripeCouponFor(stripe, promo, plan) : null;
  const metadata = { businessAccountId, planId: plan.planId, ...(promo && { promoCode: promo.code }) };
  const base = deps.config.publicUrl;
  // The session names the request that made it, so a retry of that request keeps it open.
  const requestKey = `${businessAccountId}:${body.idempotencyKey}`;
  try {
    await expireOtherSessions(stripe, customer, requestKey);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: businessAccountId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: plan.currency.toLowerCase(),
              unit_amount: plan.priceMinor,
              recurring: { interval: plan.billingPeriod === 'ANNUAL' ? 'year' : 'month' },
              product_data: { name: `Focal ${plan.name}` },
            },
          },
        ],
        ...(coupon && { discounts: [{ coupon }] }),
        metadata: { ...metadata, requestKey },
        subscription_data: { metadata },
        success_url: `${base}${SUCCESS_PATH}`,
        cancel_url: `${base}/`,
      },
      // Per account, so two accounts' keys never meet at Stripe.
      { idempotencyKey: requestKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return { url: session.url };
  } catch (error) {
    // Stripe refuses a key sent again with other parameters: the same answer as the sandbox's.
    if ((error as { type?: string }).type === 'StripeIdempotencyError')
      throw new AppError('IdempotencyKeyReused', StripeText.keyReusedTitle, StripeText.keyReused);
    throw error;
  }
}

/**
 * One open Checkout per account: each completed Checkout starts a subscription, so two left open
 * (two tabs, a double click with two keys) could start two, both billed (issue 10 §7). Opening a
 * new one expires the others; one already completed or expired meanwhile is left as it is.
 */
async function expireOtherSessions(stripe: Stripe, customer: string, requestKey: string) {
  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 });
  for (const session of open.data) {
    if (session.metadata?.requestKey === requestKey) continue;
    await stripe.checkout.sessions.expire(session.id).catch((error: { type?: string }) => {
      if (error.type !== 'StripeInvalidRequestError') throw error;
    });
  }
}

/** POST portal-session: Stripe's customer portal, where owners manage cards, invoices and the plan. */
export async function createPortalSession(deps: AppDeps, scope: CompanyScope) {
  assertOwner(scope);
  const stripe = await stripeClient(deps.config);
  const customer = await customerOf(deps.db, scope.businessAccountId, 'stripe');
  if (!customer) throw notFound(StripeText.noCustomer);
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.providerCustomerId,
    return_url: `${deps.config.publicUrl}/`,
  });
  return { url: session.url };
}
