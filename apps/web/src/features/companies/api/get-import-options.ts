import type { ImportOptions } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { companiesKeys } from './query-keys';

export const importOptionsQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.importOptions,
    queryFn: ({ signal }) => apiFetch<ImportOptions>(CompanyPaths.importOptions, { signal }),
    // The other companies and the kinds of data can change between two openings of the modal.
    staleTime: 0,
  });
