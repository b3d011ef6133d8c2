import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/**
 * A draft invoice from the quote (the accepted choice and schedule, or with `unaccepted` the
 * current version as it stands). The record's documents tab lists it: its queries read again.
 */
export function useMakeInvoice(id: string, jobId: string) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (body: { updatedAt: string; unaccepted: boolean }) =>
      apiFetch(ApiRoutes.makeInvoiceFromQuote, { params: { id }, body }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['jobs', companyId, 'profile', jobId] }),
  });
}
