import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { paymentSettingsKeys } from './query-keys';

/** The company's payment settings (the defaults until saved): every section of the page reads them. */
export function usePaymentSettings() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: paymentSettingsKeys.settings(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getPaymentSettings, { signal, expiredGoesToLogin: true }),
  });
}
