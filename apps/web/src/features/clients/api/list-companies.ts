import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The account's companies the user works in (the move's choices). */
export const brandsQuery = () =>
  queryOptions({
    queryKey: ['clients-move', 'brands'] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listBrands, { signal }),
  });
