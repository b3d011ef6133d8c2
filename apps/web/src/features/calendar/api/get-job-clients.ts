import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/**
 * The clients of a session's job, read when its popover opens (the range carries no clients, so a
 * month of entries stays small). Never for a limited job: its profile answers LimitedJob, which
 * would send the user to /jobs.
 */
export function useJobClients(jobId: string | null) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: ['calendar', companyId, 'job', jobId],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getJob, { params: { id: jobId! }, signal }),
    select: (profile) => profile.job.clients,
    enabled: jobId !== null,
    staleTime: 60_000,
  });
}
