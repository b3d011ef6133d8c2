import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Bootstrap } from '@focal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/client';

const getBootstrap = (signal?: AbortSignal) => apiFetch(ApiRoutes.bootstrap, signal ? { signal } : {});

export const bootstrapQueryOptions = () =>
  queryOptions({
    queryKey: ['bootstrap'] as const,
    queryFn: ({ signal }) => getBootstrap(signal),
    // Boot errors are handled once by the boot gate (spec 01 §4.2), never retried blindly.
    retry: false,
    // An error met before the boot gate mounted (the request starts early, app/boot/prefetch-
    // bootstrap.ts) is the gate's to handle, not a reason to ask again.
    retryOnMount: false,
    staleTime: 5 * 60_000,
  });

/** The bootstrap of the signed-in session; the boot gate renders the frame only once it exists. */
export function useBootstrap(): Bootstrap {
  const { data } = useQuery(bootstrapQueryOptions());
  if (!data) throw new Error('useBootstrap is used outside the boot gate');
  return data;
}
