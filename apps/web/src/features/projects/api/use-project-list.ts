import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { ProjectFilters, ProjectPage, ProjectStage } from './types';
import { JOBS_URL, withQuery } from './urls';

const PAGE_SIZE = 25;

export const fetchProjectPage = (
  stage: ProjectStage,
  filters: ProjectFilters,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  apiFetch<ProjectPage>(withQuery(JOBS_URL, { stage, ...filters, cursor, limit: PAGE_SIZE }), {
    signal,
    expiredGoesToLogin: true,
  });

/** The list's pages, one keyset cursor after the other ("Load more"). */
export function useProjectList(stage: ProjectStage, filters: ProjectFilters) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: projectKeys.list(companyId, stage, filters),
    queryFn: ({ pageParam, signal }) => fetchProjectPage(stage, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
