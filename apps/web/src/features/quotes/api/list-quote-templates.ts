import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

/** The company's quote templates by name (one answer: the server keeps at most 200). */
export function useQuoteTemplates() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: quoteKeys.templates(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listQuoteTemplates, { signal, expiredGoesToLogin: true }),
    select: (data) => data.rows,
  });
}
