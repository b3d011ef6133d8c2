import { type BillingOverview, BillingPaths } from '@focal/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Billing belongs to the business account, not to a company: one key. */
export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'billing'],
    queryFn: ({ signal }) => apiFetch<BillingOverview>(BillingPaths.billing, { signal }),
  });
export const useBilling = () => useQuery(billingQueryOptions());
