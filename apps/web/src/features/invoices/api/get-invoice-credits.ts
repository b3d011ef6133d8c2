import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

/** An invoice's credit notes and, per line, what is left to credit (the credit note form's rows). */
export function useInvoiceCredits(id: string, enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.credits(companyId, id),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listInvoiceCreditNotes, { params: { id }, signal }),
    enabled: enabled && id !== '',
  });
}
