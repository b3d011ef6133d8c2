import { type Plan, SubscriptionPaths } from '@focal/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type PlanList = { plans: Plan[]; provider: 'sandbox' | 'stripe' };

/** Plans and billing belong to the business account, not to a company: one key each. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'plans'],
    queryFn: ({ signal }) => apiFetch<PlanList>(SubscriptionPaths.plans, { signal }),
  });
export const usePlans = () => useQuery(plansQueryOptions());
