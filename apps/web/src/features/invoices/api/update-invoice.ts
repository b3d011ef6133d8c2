import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateInvoiceRequest } from '@focal/contracts/invoices/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** Replaces a draft's content, on the version the editor loaded (else StaleVersion). */
export function useUpdateInvoice(id: string) {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: UpdateInvoiceRequest) => apiFetch(ApiRoutes.updateInvoice, { params: { id }, body }),
    onSuccess: (invoice) => saved(invoice),
  });
}
