import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Billing belongs to the business account, not to a company: one key. */
const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'billing'],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getBilling, { signal }),
  });
export const useBilling = () => useQuery(billingQueryOptions());
