import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateCreditNoteRequest } from '@focal/contracts/invoices/credit-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';
import { useInvoiceSaved } from './use-invoice-cache';

/**
 * Issues a credit note for the invoice; the invoice (its balance, instalments and notes), what is
 * left to credit and the lists that show its balance are read again.
 */
export function useCreateCreditNote(invoice: { id: string; jobId: string }) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: CreateCreditNoteRequest) =>
      apiFetch(ApiRoutes.createCreditNote, { params: { id: invoice.id }, body }),
    onSuccess: () => {
      // The answer is the note: the invoice is read again (its prefix covers what is left to credit).
      void queries.invalidateQueries({ queryKey: invoiceKeys.invoice(companyId, invoice.id) });
      saved(invoice, true);
    },
  });
}
