import { useMoveEntry } from '../api/move-entry';
import type { EntryChange } from '../components/calendar-grid';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notify } from '../../../shared/toasts/toasts';
import { calendarMessages as texts } from '../messages';

/**
 * A drag or resize: saved at once; a refusal puts the entry back and the error catalogue speaks
 * (705/706 alert, AccessLimitation's upgrade). A move that lands on another entry says so.
 */
export function useEntryChange() {
  const move = useMoveEntry();
  return ({ entry, startsAt, endsAt, revert }: EntryChange) =>
    move.mutate(
      { entry, startsAt, endsAt },
      {
        onSuccess: (moved) => {
          if (moved.doubleBooked)
            notify('warning', texts.moved.doubleBooked(moved.title), texts.moved.doubleBookedTitle);
        },
        onError: (error) => {
          revert();
          handleApiError(error);
        },
      },
    );
}
