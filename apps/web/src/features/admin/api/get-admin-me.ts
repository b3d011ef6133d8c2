import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type AdminMe = EndpointData<Endpoints['getAdminMe']>;

export const getAdminMe = (token: string) =>
  apiFetch(ApiRoutes.getAdminMe, { auth: false, headers: { Authorization: `Bearer ${token}` } });

export const useAdminMe = (token: string) =>
  useQuery({ queryKey: ['admin-me', token], queryFn: () => getAdminMe(token), retry: false });
