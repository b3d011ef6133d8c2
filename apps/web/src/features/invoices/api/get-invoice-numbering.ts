import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

/** The company's invoice numbering and the number the next invoice issued today would take. */
export function useInvoiceNumbering() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.numbering(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getInvoiceNumbering, { signal, expiredGoesToLogin: true }),
  });
}
