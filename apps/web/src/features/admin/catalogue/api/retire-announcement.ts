import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { announcementsQueryKey } from './list-announcements';

const retireAnnouncement = (id: string) => adminFetch(ApiRoutes.adminRetireAnnouncement, { params: { id } });

export function useRetireAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
