import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateInvoiceRequest } from '@focal/contracts/invoices/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** Starts a draft invoice (no number yet) for a lead or job. */
export function useCreateInvoice() {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: CreateInvoiceRequest) => apiFetch(ApiRoutes.createInvoice, { body }),
    onSuccess: (invoice) => saved(invoice),
  });
}
