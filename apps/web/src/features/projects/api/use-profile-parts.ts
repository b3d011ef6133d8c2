import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobSession } from '@focal/contracts/calendar';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { ActivityPage, EmailRow, ProjectFile, ProjectTask } from './types';
import { jobPart, sessionsUrl, withQuery } from './urls';

/** A tab's list, read when the tab opens. */
function usePart<T>(id: string, part: string, url: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: projectKeys.part(companyId, id, part),
    queryFn: ({ signal }) => apiFetch<T>(url, { signal }),
  });
}

export const useTasks = (id: string) => usePart<{ items: ProjectTask[] }>(id, 'tasks', jobPart(id, 'tasks'));
export const useFiles = (id: string) => usePart<{ items: ProjectFile[] }>(id, 'files', jobPart(id, 'files'));
export const useEmails = (id: string) => usePart<{ items: EmailRow[] }>(id, 'emails', jobPart(id, 'emails'));
export const useSessions = (id: string) =>
  usePart<{ sessions: JobSession[] }>(id, 'sessions', sessionsUrl(id));

/** The record's activity, newest first, a keyset page at a time. */
export function useActivity(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: projectKeys.part(companyId, id, 'activity'),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ActivityPage>(withQuery(jobPart(id, 'activity'), { cursor: pageParam, limit: 25 }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
