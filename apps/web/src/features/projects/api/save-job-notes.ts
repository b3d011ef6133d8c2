import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useProjectMutation } from '../hooks/use-project-mutation';

export const useSaveJobNotes = (id: string) =>
  useProjectMutation((notes: string) =>
    apiFetch(ApiRoutes.saveJobNotes, { params: { id }, body: { notes } }),
  );
