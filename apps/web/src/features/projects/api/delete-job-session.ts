import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useDeleteJobSession = (jobId: string) =>
  useProjectMutation((sessionId: string) =>
    apiFetch(ApiRoutes.deleteJobSession, { params: { jobId, sessionId } }),
  );
