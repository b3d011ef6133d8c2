import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { companiesKeys } from './query-keys';

// The page's own data: a lapsed subscription (210) goes to /login under the plans frame.
export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companiesKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getCompany, { params: { id }, signal, expiredGoesToLogin: true }),
  });
