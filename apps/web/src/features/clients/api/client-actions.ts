import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

const useClientsMutation = <T, R>(fn: (input: T) => Promise<R>) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queries.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
};

export const useArchiveClient = () =>
  useClientsMutation(({ clientId, archived }: { clientId: string; archived: boolean }) =>
    apiFetch(archived ? ApiRoutes.archiveClient : ApiRoutes.unarchiveClient, { params: { clientId } }),
  );

export const useDeleteClient = () =>
  useClientsMutation((clientId: string) => apiFetch(ApiRoutes.deleteClient, { params: { clientId } }));

/** `otherClientId` is merged into `clientId`, which stays. */
export const useMergeClients = () =>
  useClientsMutation(({ clientId, otherClientId }: { clientId: string; otherClientId: string }) =>
    apiFetch(ApiRoutes.mergeClients, { params: { clientId }, body: { otherClientId } }),
  );

export const useMoveClient = () =>
  useClientsMutation(({ clientId, companyId }: { clientId: string; companyId: string }) =>
    apiFetch(ApiRoutes.moveClient, { params: { clientId }, body: { companyId } }),
  );
