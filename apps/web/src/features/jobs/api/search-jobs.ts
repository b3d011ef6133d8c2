import type { JobStage } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

const PICKER_ROWS = 8;

/** The picker's search: the list route's best matches among the active and completed leads or jobs. */
export const jobSearchQuery = (companyId: string, stage: JobStage, search: string) =>
  queryOptions({
    queryKey: [...jobKeys.all(companyId), 'search', stage, search] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listJobs, {
        query: { stage, limit: PICKER_ROWS, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
