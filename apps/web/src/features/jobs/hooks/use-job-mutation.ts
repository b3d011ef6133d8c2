import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { jobKeys } from '../api/query-keys';

/**
 * A change to a record or one of its parts (a task, a file, the notes, a session): sent, then the
 * profile, its parts and the lists load again. 705/706 answers are the catalogue's (it closes
 * modals, alerts).
 */
export function useJobMutation<V, R>(send: (variables: V) => Promise<R>) {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all(companyId) }),
  });
}
