import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { emailSettingsKeys } from './query-keys';

/** Spec 02 §2: "a layout call that describes the page": which sections, in which order, their links. */
const layoutQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: emailSettingsKeys.layout(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getEmailSettingsLayout, { signal, expiredGoesToLogin: true }),
  });

export function useEmailSettingsLayout() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery(layoutQueryOptions(companyId));
}
