import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CLIENTS_KEY } from './query-keys';

/** The company's tags and lead sources with their counts: the filters' and the tag inputs' choices. */
export const clientFacetsQuery = () =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'facets'] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getClientFacets, { signal }),
    staleTime: 60_000,
  });
