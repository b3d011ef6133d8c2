import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Every subscription query keys under this, so one invalidation refreshes them all. */
export const subscriptionQueryKey = ['subscription'] as const;

/** GET /api/basic/v1/subscription/status (spec 01 §7): the subscription data. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...subscriptionQueryKey, 'status'] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getSubscriptionStatus, { signal }),
  });
