import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { BoardColumn, ProjectFilters, ProjectStage } from './types';
import { boardUrl, withQuery } from './urls';

/** The board: each column's count and first page (leads: the pipeline; jobs: the statuses). */
export function useBoard(stage: ProjectStage, filters: ProjectFilters) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: projectKeys.board(companyId, stage, filters),
    queryFn: ({ signal }) =>
      apiFetch<{ columns: BoardColumn[] }>(withQuery(boardUrl, { stage, ...filters }), {
        signal,
        expiredGoesToLogin: true,
      }),
    placeholderData: keepPreviousData,
  });
}
