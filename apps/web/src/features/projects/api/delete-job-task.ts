import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useDeleteJobTask = (id: string) =>
  useProjectMutation((taskId: string) => apiFetch(ApiRoutes.deleteJobTask, { params: { id, taskId } }));
