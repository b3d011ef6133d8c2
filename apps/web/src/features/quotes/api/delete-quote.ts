import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/** Deletes a quote the client never saw; the record's documents tab reads its list again. */
export function useDeleteQuote(id: string, jobId: string) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: () => apiFetch(ApiRoutes.deleteQuote, { params: { id } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['jobs', companyId, 'profile', jobId] }),
  });
}
