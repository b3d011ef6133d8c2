import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** Voids an issued invoice with a reason: it keeps its number and stays listed. */
export function useVoidInvoice(id: string) {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: { updatedAt: string; reason: string }) =>
      apiFetch(ApiRoutes.voidInvoice, { params: { id }, body }),
    onSuccess: (invoice) => saved(invoice),
  });
}
