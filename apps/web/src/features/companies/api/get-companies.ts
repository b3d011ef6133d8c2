import type { CompanyProfile } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { companiesKeys } from './query-keys';

type CompanyList = {
  companies: CompanyProfile[];
  actions: { ADD_NEW_BRAND?: { url: string }; UPGRADE_PLAN?: { url: string } };
};

// The pages' own data (list, profile): a lapsed subscription (210) goes to /login under the plans frame.
export const companyListQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.list,
    queryFn: ({ signal }) => apiFetch<CompanyList>(CompanyPaths.list, { signal, expiredGoesToLogin: true }),
  });
