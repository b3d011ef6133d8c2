import type { SubscriptionStatus } from '@focal/contracts';

/** Statuses that still give access, until `accessTill` (null: no end date, e.g. a comped plan). */
const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due']);

/**
 * Whether a subscription gives access now. Checks the date too, so access ends at `accessTill` even
 * before the lifecycle job has moved the row on.
 */
export function isLiveSubscription(
  subscription: { status: SubscriptionStatus; accessTill: Date | null } | null | undefined,
  now = new Date(),
): boolean {
  if (!subscription || !LIVE_STATUSES.has(subscription.status)) return false;
  return subscription.accessTill === null || subscription.accessTill.getTime() > now.getTime();
}
