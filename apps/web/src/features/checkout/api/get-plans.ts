import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Plans and billing belong to the business account, not to a company: one key each. */
const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'plans'],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listPlans, { signal }),
  });
export const usePlans = () => useQuery(plansQueryOptions());
