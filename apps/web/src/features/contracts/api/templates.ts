import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ContractTemplate, ContractTemplateRequest } from '@focal/contracts/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { contractKeys } from './query-keys';

const useCompanyId = () => useBootstrap().authorizedCompany.id;

/** The company's contract templates by name (asked for once `enabled`: a menu asks when it opens). */
export function useContractTemplates(enabled = true) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: contractKeys.templates(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listContractTemplates, { signal, expiredGoesToLogin: true }),
    enabled,
  });
}

export function useContractTemplate(id: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: contractKeys.template(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getContractTemplate, { params: { id }, signal, expiredGoesToLogin: true }),
  });
}

/** After a write the list is asked again; an open editor keeps the user's edits. */
function useListRefresh() {
  const queries = useQueryClient();
  const companyId = useCompanyId();
  return () => queries.invalidateQueries({ queryKey: contractKeys.templates(companyId), exact: true });
}

/** Adds a template, or replaces one on the version the editor loaded (else StaleVersion). */
export function useSaveContractTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: ({
      body,
      opened,
    }: {
      body: ContractTemplateRequest;
      opened: { id: string; updatedAt: string } | undefined;
    }): Promise<ContractTemplate> =>
      opened
        ? apiFetch(ApiRoutes.updateContractTemplate, {
            params: { id: opened.id },
            body: { ...body, updatedAt: opened.updatedAt },
          })
        : apiFetch(ApiRoutes.createContractTemplate, { body }),
    onSettled: refresh,
  });
}

export function useDuplicateContractTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.duplicateContractTemplate, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDeleteContractTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.deleteContractTemplate, { params: { id } }),
    onSettled: refresh,
  });
}
