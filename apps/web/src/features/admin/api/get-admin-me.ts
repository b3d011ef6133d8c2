import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

const adminMeKey = ['admin', 'me'] as const;

export const useAdminMe = () =>
  useQuery({ queryKey: adminMeKey, queryFn: () => adminFetch(ApiRoutes.getAdminMe, {}), retry: false });
