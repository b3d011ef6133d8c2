import type { PlanTier, SubscriptionStatus } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { businessAccountOwnedBy } from '../companies/rows.ts';
import { upsertSubscription } from '../subscription/service.ts';
import { findUserByEmail } from '../users/service.ts';

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
  const account = user ? await businessAccountOwnedBy(deps.db, user.id) : null;
  if (!account) throw notFound('A business account owned by that email');
  const values = {
    planTier: options.planTier,
    status: options.status ?? 'active',
    accessTill: options.accessTill ? new Date(options.accessTill) : null,
  };
  await upsertSubscription(deps.db, account.id, values);
  // This process sees the new plan now; other processes hear the subscriptions trigger's NOTIFY.
  deps.contextCache.invalidate();
  return { businessAccountId: account.id, planTier: options.planTier, status: values.status };
}
