import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export type OutboxMessage = EndpointData<Endpoints['listOutbox']>['messages'][number];

/** The newest mail kept without SMTP_URL, for one address or all. */
export const useOutbox = (to: string) =>
  useQuery({
    queryKey: ['admin', 'outbox', to],
    queryFn: ({ signal }) =>
      adminFetch(ApiRoutes.listOutbox, { query: { limit: 100, ...(to ? { to } : {}) }, signal }),
  });
