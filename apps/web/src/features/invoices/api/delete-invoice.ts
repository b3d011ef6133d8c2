import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** Deletes a draft (an issued invoice is voided instead). */
export function useDeleteInvoice(id: string, jobId: string) {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: () => apiFetch(ApiRoutes.deleteInvoice, { params: { id } }),
    onSuccess: () => saved({ id, jobId }, true),
  });
}
