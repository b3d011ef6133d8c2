import { SubscriptionPages, SubscriptionPaths, type SubscriptionData } from '@focal/contracts';
import type { Role } from '../../memberships/service.ts';
import { type CataloguePlan, tierName } from '../plans/catalogue.ts';
import { isLiveSubscription } from './live.ts';
import type { SubscriptionRow } from './repo.ts';

export type { SubscriptionRow } from './repo.ts';

/** The catalogue's id of a subscription's plan ('PRO_MONTHLY'). */
export const planIdOf = (s: Pick<SubscriptionRow, 'planTier' | 'billingPeriod'>) =>
  `${s.planTier}_${s.billingPeriod}`;

/**
 * Spec 01 §3 "Subscription data", the one builder bootstrap and GET status share. A lapsed
 * subscription has no `currentPlan` (the client's no-active-subscription flow), yet keeps its
 * planId and accessTill so the plans page can name what ended. INSTANT_LOGIN is never offered:
 * the checkout runs inside a signed-in session, so nobody needs signing in after it.
 */
export function subscriptionData(
  subscription: SubscriptionRow | null | undefined,
  catalogue: CataloguePlan[],
  now = new Date(),
): SubscriptionData {
  const accessTill = subscription?.accessTill?.toISOString() ?? null;
  const planId = subscription ? planIdOf(subscription) : null;
  const plan = catalogue.find((p) => p.planId === planId);
  const live = isLiveSubscription(subscription, now);
  return {
    announcements: [],
    resourcesLinks: {
      SUBSCRIPTION_PLANS: { url: SubscriptionPages.plans },
      SUBSCRIPTION_ANNOUNCEMENTS: { url: SubscriptionPaths.announcements },
    },
    currentPlan:
      subscription && live
        ? {
            planName: plan?.name ?? tierName(subscription.planTier),
            planTier: subscription.planTier,
            subscriptionType: subscription.status === 'trialing' ? 'TRIAL' : 'PAID',
            billingPeriod: subscription.billingPeriod,
            accessTill,
          }
        : null,
    accessTill,
    planId,
    actions:
      live && subscription?.status === 'past_due'
        ? { COMPLETE_PAYMENT: { url: SubscriptionPages.completePayment } }
        : {},
    status: subscription?.status ?? null,
  };
}

/** From this many days before a trial ends, each sign-in opens the plans (spec 01 §4.1). */
const SHOW_PLANS_BEFORE_TRIAL_END_DAYS = 3;

/**
 * `preferences.postLogin.showPlans`: an owner signing in while a renewal failed (past due), or in
 * the last days of a trial, meets the plans. Members cannot pay; a lapsed account meets them anyway
 * (the no-active-subscription flow).
 */
export function showPlansAfterLogin(
  subscription: SubscriptionRow | null | undefined,
  role: Role,
  now = new Date(),
): boolean {
  if (role !== 'owner' || !subscription || !isLiveSubscription(subscription, now)) return false;
  if (subscription.status === 'past_due') return true;
  const msLeft = (subscription.accessTill?.getTime() ?? Infinity) - now.getTime();
  return subscription.status === 'trialing' && msLeft <= SHOW_PLANS_BEFORE_TRIAL_END_DAYS * 86_400_000;
}
