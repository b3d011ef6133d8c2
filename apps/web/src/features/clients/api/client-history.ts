import { ApiRoutes } from '@focal/contracts/api-routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

const HISTORY = {
  jobs: ApiRoutes.listClientJobs,
  emails: ApiRoutes.listClientEmails,
  activity: ApiRoutes.listClientActivity,
} as const;
export type HistoryList = keyof typeof HISTORY;

/** A page at a time (newest first) of the client's leads and jobs, emails or activity. */
export const useClientHistory = <L extends HistoryList>(clientId: string, list: L) =>
  useInfiniteQuery({
    queryKey: [...CLIENTS_KEY, 'one', clientId, list] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(HISTORY[list] as (typeof HISTORY)['jobs'], {
        params: { clientId },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }) as Promise<{ rows: unknown[]; nextCursor: string | null }>,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useClientDocuments = (clientId: string) =>
  useQuery({
    queryKey: [...CLIENTS_KEY, 'one', clientId, 'documents'] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getClientDocuments, { params: { clientId }, signal }),
  });

/** The other client's leads and jobs a merge moves here, counted from one page of up to 100. */
export const useMergePreview = (clientId: string | undefined) =>
  useQuery({
    queryKey: [...CLIENTS_KEY, 'one', clientId, 'jobs', 'merge-preview'] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listClientJobs, { params: { clientId: clientId! }, query: { limit: 100 }, signal }),
    enabled: Boolean(clientId),
  });
