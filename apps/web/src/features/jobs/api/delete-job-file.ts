import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useDeleteJobFile = (id: string) =>
  useJobMutation((fileId: string) => apiFetch(ApiRoutes.deleteJobFile, { params: { id, fileId } }));
