import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useDeleteJobFile = (id: string) =>
  useProjectMutation((fileId: string) => apiFetch(ApiRoutes.deleteJobFile, { params: { id, fileId } }));
