import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

export const useSaveJobNotes = (id: string) =>
  useJobMutation((notes: string) => apiFetch(ApiRoutes.saveJobNotes, { params: { id }, body: { notes } }));
