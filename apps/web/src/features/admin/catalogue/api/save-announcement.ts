import type { AdminAnnouncementInput } from '@focal/contracts/admin-catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { announcementsQueryKey } from './list-announcements';

/** Creates (no id) or replaces an announcement. */
const saveAnnouncement = ({ id, body }: { id: string | null; body: AdminAnnouncementInput }) =>
  id
    ? adminFetch(ApiRoutes.adminUpdateAnnouncement, { params: { id }, body })
    : adminFetch(ApiRoutes.adminCreateAnnouncement, { body });

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
