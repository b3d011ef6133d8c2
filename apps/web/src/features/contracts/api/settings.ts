import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateContractSettingsRequest } from '@focal/contracts/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { contractKeys } from './query-keys';

/** The consent disclosure clients read before signing (the standard one until the company writes its own). */
export function useContractSettings() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: contractKeys.settings(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getContractSettings, { signal, expiredGoesToLogin: true }),
  });
}

export function useSaveContractSettings() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContractSettingsRequest) => apiFetch(ApiRoutes.updateContractSettings, { body }),
    onSuccess: (saved) => queries.setQueryData(contractKeys.settings(companyId), saved),
  });
}
