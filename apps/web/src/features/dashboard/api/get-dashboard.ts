import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/** What is next for the current company (keyed by company: a switch never shows another's week). */
export function useDashboard() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getDashboard, { signal, expiredGoesToLogin: true }),
  });
}
