import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateJobRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

/** Saves the changed fields with the version loaded (changed since: StaleVersion). */
export const useUpdateJob = (id: string) =>
  useJobMutation((body: UpdateJobRequest) => apiFetch(ApiRoutes.updateJob, { params: { id }, body }));
