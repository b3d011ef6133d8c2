import { ApiRoutes } from '@focal/contracts/api-routes';
import type { BulkTagClientsRequest } from '@focal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

export function useBulkTagClients() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTagClientsRequest) => apiFetch(ApiRoutes.bulkTagClients, { body }),
    onSuccess: () => queries.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
