import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

/** An earlier version as it was saved (a sent one as the client saw it); null: none asked. */
export function useQuoteVersion(id: string, version: number | null) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: quoteKeys.version(companyId, id, version ?? 0),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getQuoteVersion, { params: { id }, query: { version: version ?? 1 }, signal }),
    enabled: version !== null,
    // A version never changes once another follows it.
    staleTime: Infinity,
  });
}
