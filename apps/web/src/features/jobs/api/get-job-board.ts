import { ApiRoutes } from '@focal/contracts/api-routes';
import type { JobStage } from '@focal/contracts';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { type JobFilters, jobKeys } from './query-keys';

export type JobBoardColumn = EndpointData<Endpoints['getJobBoard']>['columns'][number];

/** The board: each column's count and first page (leads: the pipeline; jobs: the statuses). */
export function useJobBoard(stage: JobStage, filters: JobFilters) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: jobKeys.board(companyId, stage, filters),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getJobBoard, { query: { stage, ...filters }, signal, expiredGoesToLogin: true }),
    placeholderData: keepPreviousData,
  });
}
