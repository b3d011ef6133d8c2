import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateClientRequest, UpdateClientRequest } from '@focal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

/** Creates a client, or saves the changed fields of one with the version it loaded (`updatedAt`). */
export function useSaveClient(clientId: string | undefined) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientRequest | UpdateClientRequest) =>
      clientId
        ? apiFetch(ApiRoutes.updateClient, { params: { clientId }, body: body as UpdateClientRequest })
        : apiFetch(ApiRoutes.createClient, { body: body as CreateClientRequest }),
    onSuccess: () => queries.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
