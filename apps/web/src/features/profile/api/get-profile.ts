import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { profileKeys } from './query-keys';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getProfile, { signal }),
  });
