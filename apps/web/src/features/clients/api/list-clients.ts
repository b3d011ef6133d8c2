import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ListClientsQuery } from '@focal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

/** One page of the list: the filters and the cursor of the page (none for the first). */
export const listClientsQuery = (query: ListClientsQuery) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listClients, { query, signal, expiredGoesToLogin: true }),
    // The rows on screen stay while the next page or a new search loads.
    placeholderData: keepPreviousData,
  });
