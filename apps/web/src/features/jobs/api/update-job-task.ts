import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateJobTaskRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useUpdateJobTask = (id: string) =>
  useJobMutation(({ taskId, body }: { taskId: string; body: UpdateJobTaskRequest }) =>
    apiFetch(ApiRoutes.updateJobTask, { params: { id, taskId }, body }),
  );
