import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { ProjectProfile } from './types';
import { jobUrl } from './urls';

/**
 * The profile of a lead or job: the record, the upgrade banner's data when a limit applies, the
 * actions the user may take now, the tabs' counts. A limited job answers LimitedJob, and the error
 * catalogue sends the user to /jobs with the upgrade frame.
 */
export function useProfile(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: projectKeys.profile(companyId, id),
    queryFn: ({ signal }) => apiFetch<ProjectProfile>(jobUrl(id), { signal, expiredGoesToLogin: true }),
  });
}

/** Reloads the profile (header, counts) and the lists after a change inside it. */
function useRefreshProject() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all(companyId) });
}

/**
 * A change to one of the profile's parts (a task, a file, the notes, a session): sent, then the
 * part and the profile load again. 705/706 answers are the catalogue's (it closes modals, alerts).
 */
export function useProjectMutation<B, T = unknown>(send: (body: B) => Promise<T>) {
  const refresh = useRefreshProject();
  return useMutation({ mutationFn: send, onSuccess: () => refresh() });
}
