import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

export const clientQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'one', clientId] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getClient, { params: { clientId }, signal, expiredGoesToLogin: true }),
    retry: false,
  });
