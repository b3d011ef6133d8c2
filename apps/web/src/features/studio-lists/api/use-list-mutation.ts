import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { studioListKeys } from '../../../shared/studio/lists';

type ListKey = 'jobTypes' | 'leadStages' | 'customFields';

/**
 * What a form needs of one of these mutations: send (with its own success and error handlers) and
 * whether a send is under way, so the form tracks no busy flag of its own.
 */
export type ListSave<V> = Pick<UseMutationResult<unknown, Error, V, unknown>, 'mutate' | 'isPending'>;

/**
 * A change to one of the company's lists: afterwards (done or refused) the list is read again, so
 * every page that shows it (pickers, the board, the calendar's colours) has the server's version.
 * `optimistic` draws the expected list at once (a reorder must not jump back while it saves).
 */
export function useListMutation<V, D, T = unknown>(
  list: ListKey,
  mutationFn: (vars: V) => Promise<D>,
  optimistic?: (current: T, vars: V) => T,
) {
  const companyId = useBootstrap().authorizedCompany.id;
  const client = useQueryClient();
  const queryKey = studioListKeys[list](companyId);
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      if (!optimistic) return;
      await client.cancelQueries({ queryKey });
      client.setQueryData<T>(queryKey, (current) =>
        current === undefined ? current : optimistic(current, vars),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}

/** The list in the order of `ids` (the ones not named keep their place after them). */
export function inOrder<T extends { id: string; position: number }>(items: T[], ids: string[]): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return items
    .map((item) => (at.has(item.id) ? { ...item, position: at.get(item.id)! } : item))
    .sort((a, b) => a.position - b.position);
}
