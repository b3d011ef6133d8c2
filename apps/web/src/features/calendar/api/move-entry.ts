import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { calendarKeys } from './query-keys';

type MoveVariables = { entry: CalendarEntry; startsAt: string; endsAt: string };

/** A drag or a resize: a session through its job's move route, an appointment through its own. */
const moveEntry = ({ entry, startsAt, endsAt }: MoveVariables) =>
  entry.source === 'session'
    ? apiFetch(ApiRoutes.moveJobSession, {
        params: { jobId: entry.job!.id, sessionId: entry.id },
        body: { startsAt, endsAt },
      })
    : apiFetch(ApiRoutes.moveAppointment, {
        params: { appointmentId: entry.id },
        body: { startsAt, endsAt },
      });

/** Afterwards the range is read again, whatever the answer: double bookings of others change too. */
export function useMoveEntry() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(companyId) }),
  });
}
