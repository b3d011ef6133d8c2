import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateJobTaskRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useCreateJobTask = (id: string) =>
  useJobMutation((body: CreateJobTaskRequest) => apiFetch(ApiRoutes.createJobTask, { params: { id }, body }));
