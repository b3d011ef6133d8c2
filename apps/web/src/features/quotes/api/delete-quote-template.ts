import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

/** Deletes a template; the quotes made from it keep their copy. */
export function useDeleteQuoteTemplate() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.deleteQuoteTemplate, { params: { id } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: quoteKeys.templates(companyId) }),
  });
}
