import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

const quoteQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: quoteKeys.quote(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getQuote, { params: { id }, signal, expiredGoesToLogin: true }),
  });

/** A quote with its current version, its totals, its versions and what became of it. */
export function useQuote(id: string, enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({ ...quoteQuery(companyId, id), enabled });
}
