import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useDeleteJobTask = (id: string) =>
  useJobMutation((taskId: string) => apiFetch(ApiRoutes.deleteJobTask, { params: { id, taskId } }));
