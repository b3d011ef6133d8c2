import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { notificationsQueryKey } from './list-notifications';

const retireNotification = (id: string) =>
  adminFetch(ApiRoutes.adminRetireSystemNotification, { params: { id } });

export function useRetireNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
