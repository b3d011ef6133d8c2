import { ApiRoutes } from '@focal/contracts/api-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/** The record's activity, newest first, a keyset page at a time. */
export function useJobActivity(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: jobKeys.part(companyId, id, 'activity'),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(ApiRoutes.listJobActivity, {
        params: { id },
        query: { cursor: pageParam ?? undefined, limit: 25 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
