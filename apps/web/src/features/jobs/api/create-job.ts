import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateJobRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

/**
 * Creates a lead or job with its sessions in one request. At the plan's active-jobs limit the
 * server answers AccessLimitation, and the error catalogue opens the upgrade frame.
 */
export const useCreateJob = () =>
  useJobMutation((body: CreateJobRequest) => apiFetch(ApiRoutes.createJob, { body }));
