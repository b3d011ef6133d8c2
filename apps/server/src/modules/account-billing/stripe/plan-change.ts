import type Stripe from 'stripe';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { ProviderText } from '../../payment-provider/messages.ts';
import { PaymentText } from '../charges/messages.ts';
import type { CataloguePlan } from '../plans/catalogue.ts';
import { planIdOf, type SubscriptionRow } from '../subscription/builder.ts';
import { StripeText } from './messages.ts';

/** The query the app reads after Stripe's page sends the browser back (the frame's toaster). */
export const SUCCESS_PATH = '/?toaster=subscription_payment_success';

/**
 * The Stripe product a plan is billed as, made the first time with an id of our own, so it is
 * found again without a lookup (creating one that exists is how we learn it exists, as coupons).
 */
async function productFor(stripe: Stripe, plan: CataloguePlan) {
  const id = `focal_${plan.planId.toLowerCase()}`;
  try {
    await stripe.products.create({ id, name: `Focal ${plan.name}` }, { idempotencyKey: `product:${id}` });
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
  }
  return id;
}

/**
 * A plan change of an account Stripe bills: the subscription's one item moves to the plan's price,
 * the difference invoiced at once (as the portal does), and the subscription's events then move
 * the account. Never a second Checkout: that starts a second subscription and bills both. The
 * plan already paid is refused as the sandbox refuses it; a past-due one goes to the portal, where
 * its open invoice is paid. The browser comes back as from Checkout.
 */
export async function changePlan(
  deps: AppDeps,
  stripe: Stripe,
  input: { businessAccountId: string; current: SubscriptionRow; plan: CataloguePlan; key: string },
) {
  const { businessAccountId, current, plan } = input;
  const base = deps.config.publicUrl;
  if (planIdOf(current) === plan.planId) {
    if (current.status !== 'past_due')
      throw new AppError('PlanAlreadyPaid', PaymentText.alreadyPaidTitle, PaymentText.alreadyPaid(plan.name));
    const portal = await stripe.billingPortal.sessions.create({
      customer: (await stripe.subscriptions.retrieve(current.providerSubscriptionId!)).customer as string,
      return_url: `${base}/`,
    });
    return { url: portal.url };
  }
  const subscriptionId = current.providerSubscriptionId!;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
  const product = await productFor(stripe, plan);
  try {
    await stripe.subscriptions.update(
      subscriptionId,
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: plan.currency.toLowerCase(),
              unit_amount: plan.priceMinor,
              recurring: { interval: plan.billingPeriod === 'ANNUAL' ? 'year' : 'month' },
              product,
            },
          },
        ],
        proration_behavior: 'always_invoice',
        // A card that refuses the difference leaves the subscription as it was.
        payment_behavior: 'error_if_incomplete',
        metadata: { businessAccountId, planId: plan.planId },
      },
      { idempotencyKey: `${businessAccountId}:${input.key}` },
    );
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'StripeIdempotencyError')
      throw new AppError('IdempotencyKeyReused', StripeText.keyReusedTitle, StripeText.keyReused);
    if (type === 'StripeCardError')
      throw new AppError('CardDeclined', ProviderText.declinedTitle, ProviderText.declined, {
        data: { declineCode: (error as { code?: string }).code ?? 'card_declined' },
      });
    throw error;
  }
  return { url: `${base}${SUCCESS_PATH}` };
}
