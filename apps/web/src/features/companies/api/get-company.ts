import type { CompanyProfile } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { companiesKeys } from './query-keys';

// The page's own data: a lapsed subscription (210) goes to /login under the plans frame.
export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companiesKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<CompanyProfile>(CompanyPaths.company(id), { signal, expiredGoesToLogin: true }),
  });
