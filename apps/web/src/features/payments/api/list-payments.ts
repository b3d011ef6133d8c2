import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import type { PaymentFilters } from '../lib/address-filters';
import { paymentsKeys } from './query-keys';

const PAGE_SIZE = 25;

/**
 * The company's recorded payments for the filters, newest received first, a page at a time ("Load
 * more": keyset pages); the first page carries the filter's totals.
 */
export function usePaymentList(filters: PaymentFilters) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useInfiniteQuery({
    queryKey: paymentsKeys.payments(companyId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(ApiRoutes.listPayments, {
        query: { ...filters, limit: PAGE_SIZE, ...(pageParam && { cursor: pageParam }) },
        signal,
        expiredGoesToLogin: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
