import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { catalogueKeys } from './query-keys';

const PICKER_SIZE = 20;

/** The company's current products whose name holds `q`, for the package form's picker. */
export const searchProductsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogueKeys.search(q),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listProducts, {
        query: { ...(q && { q }), archived: 'exclude', limit: PICKER_SIZE },
        signal,
      }),
  });
