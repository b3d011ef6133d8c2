import type { Invitation } from '@focal/contracts/team';
import type { ResourceLink } from '@focal/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/**
 * The team's changes go through the links the server put on the team (INVITE) and on each row
 * (REMOVE, REVOKE); afterwards the team is loaded again, whatever the answer (another owner may
 * have changed it in between).
 */
function useTeamMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}

export const useInvite = () =>
  useTeamMutation(({ link, body }: { link: ResourceLink; body: { email: string } }) =>
    apiFetch<Invitation>(link.url, { method: link.method ?? 'POST', body }),
  );

/** REMOVE a member or REVOKE an invitation (DELETE unless the link says otherwise). */
export const useDeleteLink = () =>
  useTeamMutation((link: ResourceLink) => apiFetch<null>(link.url, { method: link.method ?? 'DELETE' }));
