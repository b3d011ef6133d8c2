import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

const templateQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: quoteKeys.template(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getQuoteTemplate, { params: { id }, signal, expiredGoesToLogin: true }),
  });

/** One template with its content, for its editor. */
export function useQuoteTemplate(id: string, enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({ ...templateQuery(companyId, id), enabled });
}

/** Reads a template when asked (a new quote starting from one, a duplicate), fresh each time. */
export function useFetchQuoteTemplate() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return (id: string) => queries.fetchQuery({ ...templateQuery(companyId, id), staleTime: 0 });
}
