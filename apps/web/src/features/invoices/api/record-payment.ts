import { ApiRoutes } from '@focal/contracts/api-routes';
import type { RecordPaymentRequest } from '@focal/contracts/invoices/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';
import { useInvoiceSaved } from './use-invoice-cache';

/**
 * Records a payment the studio received: the invoice's query takes the answer's invoice (its paid
 * total, balance, state and instalments) and its payments are read again.
 */
export function useRecordPayment(id: string) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) => apiFetch(ApiRoutes.recordPayment, { params: { id }, body }),
    onSuccess: ({ invoice }) => {
      saved(invoice);
      void queries.invalidateQueries({ queryKey: invoiceKeys.payments(companyId, id) });
    },
  });
}
