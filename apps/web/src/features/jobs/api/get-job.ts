import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/**
 * The profile of a lead or job: the record, the upgrade banner's data when a limit applies, the
 * actions the user may take now, the tabs' counts. A limited job answers LimitedJob, and the error
 * catalogue sends the user to /jobs with the upgrade frame.
 */
export function useJob(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: jobKeys.profile(companyId, id),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getJob, { params: { id }, signal, expiredGoesToLogin: true }),
  });
}
