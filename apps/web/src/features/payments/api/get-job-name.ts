import type { PickedJob } from '../../jobs';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { paymentsKeys } from './query-keys';

/** The lead or job the address filters by (after a reload, or a link from its page): its name. */
export function useFilteredJob(jobId: string, enabled: boolean) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: paymentsKeys.job(companyId, jobId),
    queryFn: async ({ signal }): Promise<PickedJob> => {
      const { job } = await apiFetch(ApiRoutes.getJob, { params: { id: jobId }, signal });
      return { id: job.id, name: job.name, stage: job.stage };
    },
    enabled,
  });
}
