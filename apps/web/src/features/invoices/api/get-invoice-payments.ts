import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Payment, PaymentRefund } from '@focal/contracts/invoices/payments';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

/** A payment as the invoice lists it: with its refunds, oldest first. */
export type InvoicePayment = Payment & { refunds: readonly PaymentRefund[] };

/** The payments recorded against an issued invoice, oldest first. */
export function useInvoicePayments(id: string, enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.payments(companyId, id),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listInvoicePayments, { params: { id }, signal }),
    enabled: enabled && id !== '',
  });
}
