import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

/** The picker's search: the list route's best matches for what was typed (the server ranks them). */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'search', q] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listClients, { query: q ? { q, limit: 8 } : { limit: 8 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
