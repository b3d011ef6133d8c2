import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateJobTaskRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useUpdateJobTask = (id: string) =>
  useProjectMutation(({ taskId, body }: { taskId: string; body: UpdateJobTaskRequest }) =>
    apiFetch(ApiRoutes.updateJobTask, { params: { id, taskId }, body }),
  );
