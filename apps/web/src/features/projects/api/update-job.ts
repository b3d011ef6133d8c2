import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateJobRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

/** Saves the changed fields with the version loaded (changed since: StaleVersion). */
export const useUpdateJob = (id: string) =>
  useProjectMutation((body: UpdateJobRequest) => apiFetch(ApiRoutes.updateJob, { params: { id }, body }));
