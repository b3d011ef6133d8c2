import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';

type Mutation<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };

/**
 * Asking before ending an item (retire, expire): `ask` opens the confirmation; confirming runs the
 * mutation, says `done(item)` in a toast and closes; an error goes to handleApiError and the
 * dialog stays open. `dialog` is the ConfirmDialog's state.
 */
export function useRetireFlow<T, V>(
  mutation: Mutation<V>,
  variables: (item: T) => V,
  done: (item: T) => string,
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async (item: T) => {
    try {
      await mutation.mutateAsync(variables(item));
      notifySuccess(done(item));
      setTarget(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: {
      opened: target !== null,
      loading: mutation.isPending,
      onConfirm: () => target !== null && void confirm(target),
      onClose: () => setTarget(null),
    },
  };
}
