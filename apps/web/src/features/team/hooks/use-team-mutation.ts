import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The team's changes go through the links the server put on the team (INVITE) and on each row
 * (REMOVE, REVOKE); afterwards the team is loaded again, whatever the answer (another owner may
 * have changed it in between).
 */
export function useTeamMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
