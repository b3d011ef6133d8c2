import type { Bootstrap } from '@focal/contracts/bootstrap';
import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { isIosApp } from '../../shared/platform';
import { queryClient } from '../query/query-client';

/** The subscription has lapsed (or never started): nothing but buying a plan can be used. */
export const hasNoCurrentPlan = (bootstrap: Bootstrap | undefined) =>
  bootstrap !== undefined && bootstrap.subscription.currentPlan === null;

const CHECKOUT_PREFIX = CheckoutFramePages.plans.slice(0, CheckoutFramePages.plans.lastIndexOf('/') + 1);

/**
 * The checkout frame's own pages (/subscription/…) are how a lapsed account buys a plan: they are
 * shown whatever the plan, and never start this flow themselves (inside the frame it would open a
 * frame in the frame).
 */
export const isCheckoutPage = (pathname: string) => pathname.startsWith(CHECKOUT_PREFIX);

/**
 * Spec 01 §4.2 no-active-subscription flow. iOS app: the end-of-trial modal, then sign out and clear.
 * Other clients: the plans frame over /login; the session stays for the frame's calls until the user
 * pays (the frame's checkout close then goes from /login to /), dismisses the frame (sign-out) or signs
 * in again. This bootstrap is marked stale, so the next page boots afresh and sees the new plan.
 */
export async function runNoActiveSubscription(bootstrap: Bootstrap) {
  await queryClient.invalidateQueries({ queryKey: ['bootstrap'], refetchType: 'none' });
  const flows = await import('../../shared/errors/subscription-flows');
  if (isIosApp()) await flows.endTrialInIosApp();
  else await flows.showPlansOverLogin(bootstrap.subscription.resourcesLinks.SUBSCRIPTION_PLANS?.url);
}
