import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/** The company's currency: a template's fixed amounts are typed and shown in it. */
export function useCompanyCurrency() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: ['settings', 'currency', companyId],
    queryFn: async ({ signal }) =>
      (await apiFetch(ApiRoutes.getCompany, { params: { id: companyId }, signal, expiredGoesToLogin: true }))
        .currency,
  });
}
