import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const adminsKey = ['admin', 'admins'] as const;

export const useAdmins = () =>
  useQuery({
    queryKey: adminsKey,
    queryFn: ({ signal }) => adminFetch(ApiRoutes.adminListAdmins, { signal }),
  });
