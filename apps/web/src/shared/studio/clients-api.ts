import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateClientRequest } from '@focal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../http/client';

/** Every cached clients query starts with this key: a save invalidates them all (list, picker, profile). */
export const CLIENTS_KEY = ['clients'] as const;

/** The picker's search: the list route's best matches for what was typed (the server ranks them). */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'search', q] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listClients, { query: q ? { q, limit: 8 } : { limit: 8 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCreateClient() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientRequest) => apiFetch(ApiRoutes.createClient, { body }),
    onSuccess: () => queries.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
