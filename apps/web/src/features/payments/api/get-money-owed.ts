import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { paymentsKeys } from './query-keys';

/** The server's sums of what is owed and overdue, over every issued invoice. */
export function useMoneyOwed() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: paymentsKeys.owed(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getMoneyOwed, { signal, expiredGoesToLogin: true }),
  });
}
