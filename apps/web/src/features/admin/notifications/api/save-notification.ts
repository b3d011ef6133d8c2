import { ApiRoutes } from '@focal/contracts/api-routes';
import type { SystemNotificationInput } from '@focal/contracts/system-notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { notificationsQueryKey } from './list-notifications';

type Save = { id: string | null; body: SystemNotificationInput };

/** Creates (no id) or replaces a notification; the list loads again either way. */
const saveNotification = ({ id, body }: Save) =>
  id
    ? adminFetch(ApiRoutes.adminUpdateSystemNotification, { params: { id }, body })
    : adminFetch(ApiRoutes.adminCreateSystemNotification, { body });

export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
