import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/** The files tab's list, read when the tab opens. */
export function useJobFiles(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: jobKeys.part(companyId, id, 'files'),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listJobFiles, { params: { id }, signal }),
  });
}
