import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateJobTaskRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useCreateJobTask = (id: string) =>
  useProjectMutation((body: CreateJobTaskRequest) =>
    apiFetch(ApiRoutes.createJobTask, { params: { id }, body }),
  );
