import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type PlanList = EndpointData<Endpoints['listPlans']>;

/** Plans and billing belong to the business account, not to a company: one key each. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'plans'],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listPlans, { signal }),
  });
export const usePlans = () => useQuery(plansQueryOptions());
