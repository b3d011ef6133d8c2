import { ApiRoutes } from '@focal/contracts/api-routes';
import type { NumberingSetting } from '@focal/contracts/documents/numbering-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

/** The company's two series of numbers: its invoices', and its credit notes' own. */
export type NumberingSeries = 'invoice' | 'credit-note';

const routes = {
  invoice: { get: ApiRoutes.getInvoiceNumbering, put: ApiRoutes.updateInvoiceNumbering },
  'credit-note': { get: ApiRoutes.getCreditNoteNumbering, put: ApiRoutes.updateCreditNoteNumbering },
} as const;

/** A series' pattern, next number, yearly reset, and the number the next document issued today would take. */
export function useNumbering(series: NumberingSeries) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.numbering(companyId, series),
    queryFn: ({ signal }) => apiFetch(routes[series].get, { signal, expiredGoesToLogin: true }),
  });
}

/** Saves a series' setting; the answer carries the new preview. */
export function useUpdateNumbering(series: NumberingSeries) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (body: NumberingSetting) => apiFetch(routes[series].put, { body }),
    onSuccess: (numbering) => queries.setQueryData(invoiceKeys.numbering(companyId, series), numbering),
  });
}
