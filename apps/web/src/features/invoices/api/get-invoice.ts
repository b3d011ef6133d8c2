import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

const invoiceQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getInvoice, { params: { id }, signal, expiredGoesToLogin: true }),
  });

/** An invoice with its totals, its tax per rate, its instalments as of today and its parties. */
export function useInvoice(id: string, enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({ ...invoiceQuery(companyId, id), enabled: enabled && id !== '' });
}
