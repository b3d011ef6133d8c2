import type { ResourceLink } from '@focal/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followAdminLink } from '../../api/admin-fetch';
import { adminsKey } from './list-admins';

/** DISABLE through the link the server put on the administrator (never on the caller's own row). */
export function useDisableAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: ResourceLink) => followAdminLink<unknown>(link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
