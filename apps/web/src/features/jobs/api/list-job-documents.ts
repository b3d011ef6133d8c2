import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/** The documents tab's lists (its quotes, oldest first), read when the tab opens. */
export function useJobDocuments(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: jobKeys.part(companyId, id, 'documents'),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listJobDocuments, { params: { id }, signal }),
    // A quote saved on its own page changes this list: read it again whenever the tab opens.
    staleTime: 0,
  });
}
