import type { PlanTier, SubscriptionStatus } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { businessAccounts, subscriptions } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { findUserByEmail } from '../auth/repo.ts';

/**
 * Support staff put a studio on a plan by hand (a comped account; e2e journeys get a MASTER plan
 * this way): the subscription of the business account the user owns becomes that tier, active with
 * no end date unless `status` and `accessTill` say otherwise (a trial extended or ended). The payment
 * provider is not involved.
 */
export async function setAccountPlan(
  deps: AppDeps,
  options: {
    ownerEmail: string;
    planTier: PlanTier;
    status?: SubscriptionStatus;
    accessTill?: string | null;
  },
) {
  const user = await findUserByEmail(deps.db, options.ownerEmail);
  const [account] = user
    ? await deps.db
        .select({ id: businessAccounts.id })
        .from(businessAccounts)
        .where(eq(businessAccounts.ownerUserId, user.id))
    : [];
  if (!account) throw notFound('A business account owned by that email');
  const values = {
    planTier: options.planTier,
    status: options.status ?? 'active',
    accessTill: options.accessTill ? new Date(options.accessTill) : null,
  };
  await deps.db
    .insert(subscriptions)
    .values({ businessAccountId: account.id, billingPeriod: 'MONTHLY', ...values })
    .onConflictDoUpdate({ target: subscriptions.businessAccountId, set: values });
  // This process sees the new plan now; other processes hear the subscriptions trigger's NOTIFY.
  deps.contextCache.invalidate();
  return { businessAccountId: account.id, planTier: options.planTier, status: values.status };
}
