import { ApiRoutes } from '@focal/contracts/api-routes';
import type { RefundPaymentRequest } from '@focal/contracts/invoices/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';
import { useInvoiceSaved } from './use-invoice-cache';

/**
 * Records a refund of one of the invoice's payments: the invoice's query takes the answer's
 * invoice (its paid total, balance and state follow what the refund took off) and its payments are
 * read again.
 */
export function useRefundPayment(payment: { id: string; invoiceId: string }) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: RefundPaymentRequest) =>
      apiFetch(ApiRoutes.refundPayment, { params: { id: payment.id }, body }),
    onSuccess: ({ invoice }) => {
      saved(invoice);
      void queries.invalidateQueries({ queryKey: invoiceKeys.payments(companyId, payment.invoiceId) });
    },
  });
}
