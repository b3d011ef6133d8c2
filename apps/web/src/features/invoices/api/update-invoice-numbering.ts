import { ApiRoutes } from '@focal/contracts/api-routes';
import type { NumberingSetting } from '@focal/contracts/documents/numbering-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

/** Saves the pattern, the next number and the yearly reset; the answer carries the new preview. */
export function useUpdateInvoiceNumbering() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (body: NumberingSetting) => apiFetch(ApiRoutes.updateInvoiceNumbering, { body }),
    onSuccess: (numbering) => queries.setQueryData(invoiceKeys.numbering(companyId), numbering),
  });
}
