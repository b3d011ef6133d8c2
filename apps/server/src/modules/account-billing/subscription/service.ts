import { type PaymentProviderName, providerNameOf } from '../../payment-provider/provider.ts';
import type { Plan, SubscriptionData } from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { accountContext } from '../../account-context/service.ts';
import { countCompanies } from '../../companies/rows.ts';
import { limitsOf, planCatalogue } from '../plans/catalogue.ts';
import { planIdOf, subscriptionData } from './builder.ts';
import { isLiveSubscription } from './live.ts';
import { subscriptionRow } from './repo.ts';

/**
 * What other modules may do with the subscriptions table (plans' limits, payments, Stripe, admin):
 * they call these, never subscription/repo.ts.
 */
export {
  accountOfSubscription,
  applyInOrder,
  insertTrial,
  linkSubscription,
  subscriptionRow,
  type SubscriptionRow,
  updateSubscription,
  upsertSubscription,
} from './repo.ts';

/** The account's subscription row, from the context cache requireCompany has just filled. */
async function subscriptionOf(deps: AppDeps, scope: CompanyScope) {
  const context = await accountContext(deps, scope.userId, scope.companyId);
  return context?.subscription ?? (await subscriptionRow(deps.db, scope.businessAccountId));
}

export async function subscriptionStatus(deps: AppDeps, scope: CompanyScope): Promise<SubscriptionData> {
  const [subscription, catalogue] = await Promise.all([subscriptionOf(deps, scope), planCatalogue(deps.db)]);
  return subscriptionData(subscription, catalogue);
}

/** The active plans, cheapest first; `current` marks the plan paid for, `trial` the trial's. */
export async function planList(
  deps: AppDeps,
  scope: CompanyScope,
): Promise<{ plans: Plan[]; companyCount: number; provider: PaymentProviderName }> {
  const [subscription, catalogue, companyCount] = await Promise.all([
    subscriptionOf(deps, scope),
    planCatalogue(deps.db),
    countCompanies(deps.db, scope.businessAccountId),
  ]);
  const liveId = subscription && isLiveSubscription(subscription) ? planIdOf(subscription) : null;
  // A trial's plan is not paid for: it is offered to buy, marked as the trial's (issue 10 §11).
  const trialing = subscription?.status === 'trialing';
  return {
    plans: catalogue
      .filter((p) => p.active)
      .map((p) => ({
        planId: p.planId,
        tier: p.tier,
        name: p.name,
        billingPeriod: p.billingPeriod,
        price: p.priceMinor,
        currency: p.currency,
        limits: limitsOf(p),
        current: p.planId === liveId && !trialing,
        trial: p.planId === liveId && trialing,
      })),
    companyCount,
    provider: providerNameOf(deps.config),
  };
}
