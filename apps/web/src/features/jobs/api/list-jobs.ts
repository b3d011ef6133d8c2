import { ApiRoutes } from '@focal/contracts/api-routes';
import type { JobStage } from '@focal/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { type JobFilters, jobKeys } from './query-keys';

const PAGE_SIZE = 25;

/** One keyset page of the list (a board column's "Load more" reads it too). */
export const fetchJobPage = (
  stage: JobStage,
  filters: JobFilters,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  apiFetch(ApiRoutes.listJobs, {
    query: { stage, ...filters, cursor: cursor ?? undefined, limit: PAGE_SIZE },
    ...(signal ? { signal } : {}),
    expiredGoesToLogin: true,
  });

/** The list's pages, one keyset cursor after the other ("Load more"). */
export function useJobList(stage: JobStage, filters: JobFilters) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: jobKeys.list(companyId, stage, filters),
    queryFn: ({ pageParam, signal }) => fetchJobPage(stage, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
