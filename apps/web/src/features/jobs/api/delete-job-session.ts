import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useDeleteJobSession = (jobId: string) =>
  useJobMutation((sessionId: string) =>
    apiFetch(ApiRoutes.deleteJobSession, { params: { jobId, sessionId } }),
  );
