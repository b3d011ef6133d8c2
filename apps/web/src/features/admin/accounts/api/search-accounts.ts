import { ApiRoutes } from '@focal/contracts/api-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const accountsKey = ['admin', 'accounts'] as const;

/** The accounts matching `q` (all, newest first, when empty), a page at a time by keyset cursor. */
export const useAccountSearch = (q: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...accountsKey, q],
    queryFn: ({ pageParam, signal }) =>
      adminFetch(ApiRoutes.adminSearchAccounts, {
        query: { q, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
