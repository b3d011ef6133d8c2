import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export type AdminMe = EndpointData<Endpoints['getAdminMe']>;

export const adminMeKey = ['admin', 'me'] as const;

export const useAdminMe = () =>
  useQuery({ queryKey: adminMeKey, queryFn: () => adminFetch(ApiRoutes.getAdminMe, {}), retry: false });
