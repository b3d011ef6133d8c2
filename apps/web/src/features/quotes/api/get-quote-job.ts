import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

/**
 * The lead or job a quote prices: its name, main date (the schedule's anchor) and main client's name
 * (the one a send mails).
 */
export function useQuoteJob(jobId: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: quoteKeys.job(companyId, jobId),
    queryFn: async ({ signal }) => {
      const profile = await apiFetch(ApiRoutes.getJob, { params: { id: jobId }, signal });
      return {
        name: profile.job.name,
        mainDate: profile.job.mainDate,
        clientName: profile.job.clients[0]?.displayName ?? null,
      };
    },
    enabled: jobId !== '',
  });
}
