import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Others may invalidate this key (a company switch, an answer asking to reload background tasks). */
export const BANNERS_QUERY_KEY = ['background-tasks'] as const;

const getBanners = (signal?: AbortSignal) => apiFetch(ApiRoutes.listBanners, signal ? { signal } : {});

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: BANNERS_QUERY_KEY,
    queryFn: ({ signal }) => getBanners(signal),
    // Failures are retried by the poll schedule's own backoff (spec 01 §7), not by the query library.
    retry: false,
  });
