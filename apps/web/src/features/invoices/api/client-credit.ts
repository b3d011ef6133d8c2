import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ApplyCreditRequest } from '@focal/contracts/invoices/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';
import { useInvoiceSaved } from './use-invoice-cache';

/** The credit the invoice's client has in its currency (read while the invoice takes payments). */
export function useInvoiceClientCredit(id: string, enabled: boolean) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.clientCredit(companyId, id),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getInvoiceClientCredit, { params: { id }, signal }),
    enabled,
  });
}

/**
 * Pays the invoice from its client's credit: the invoice's query takes the answer's invoice, and
 * its payments and the client's credit (under the payments' key) are read again.
 */
export function useApplyCredit(id: string) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: ApplyCreditRequest) => apiFetch(ApiRoutes.applyClientCredit, { params: { id }, body }),
    onSuccess: ({ invoice }) => {
      saved(invoice);
      void queries.invalidateQueries({ queryKey: invoiceKeys.payments(companyId, id) });
    },
  });
}
