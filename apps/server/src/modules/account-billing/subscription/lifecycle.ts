import type { Db } from '../../../db/client.ts';
import { moveEnded, moveEndedToPastDue } from './repo.ts';

/** Days a subscription whose renewal failed keeps working (past_due) before it is canceled. */
export const PAST_DUE_GRACE_DAYS = 7;

export const SUBSCRIPTION_LIFECYCLE = 'subscription-lifecycle';
/** Every five minutes; access itself ends at `accessTill` whatever the job's delay (live.ts). */
export const SUBSCRIPTION_LIFECYCLE_CRON = '*/5 * * * *';

/**
 * Moves lapsed subscriptions on (the scheduled job; tests call it directly):
 * - a trial past `accessTill` → expired;
 * - an active subscription past `accessTill` (its renewal never came) → past_due, with access for
 *   the grace period counted from the end of the paid period;
 * - past_due past `accessTill` (the grace period's end) → canceled.
 * Each step is one UPDATE, so two workers running it at once do no harm.
 */
export async function runSubscriptionLifecycle(db: Db, now = new Date()) {
  // Canceling first, so that an active subscription moved to past_due below gets its grace period.
  const canceled = await moveEnded(db, 'past_due', 'canceled', now);
  const expired = await moveEnded(db, 'trialing', 'expired', now);
  // Hours, not days: a day is 23 or 25 hours across a DST change in the session time zone.
  const pastDue = await moveEndedToPastDue(db, now, PAST_DUE_GRACE_DAYS * 24);
  return { expired: expired.length, pastDue: pastDue.length, canceled: canceled.length };
}
