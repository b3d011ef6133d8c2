import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/** The record's sessions (the calendar's routes): the sessions tab and the overview's next ones. */
export function useJobSessions(jobId: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: jobKeys.part(companyId, jobId, 'sessions'),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listJobSessions, { params: { jobId }, signal }),
  });
}
