import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { paymentsKeys } from './query-keys';

const PAGE_SIZE = 25;
export const INVOICE_FILTERS = ['open', 'overdue', 'all', 'draft', 'void'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** The company's invoices for a filter, newest first, a page at a time ("Load more": keyset pages). */
export function useInvoiceList(filter: InvoiceFilter) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: paymentsKeys.invoices(companyId, filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(ApiRoutes.listInvoices, {
        query: { filter, limit: PAGE_SIZE, ...(pageParam && { cursor: pageParam }) },
        signal,
        expiredGoesToLogin: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
