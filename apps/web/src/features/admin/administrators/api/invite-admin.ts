import type { AdminInviteRequest } from '@focal/contracts/admin-console';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { adminsKey } from './list-admins';

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminInviteRequest) => adminFetch(ApiRoutes.adminInviteAdmin, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
