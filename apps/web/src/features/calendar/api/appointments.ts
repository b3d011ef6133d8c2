import { ApiRoutes } from '@focal/contracts/api-routes';
import type { AppointmentInput, UpdateAppointmentRequest } from '@focal/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { calendarKeys } from './query-keys';

function useCalendarMutation<V, R>(send: (variables: V) => Promise<R>) {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Refused too: a save refused as stale shows the newer version once the user reopens it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(companyId) }),
  });
}

/**
 * Adds an appointment or blocked time, or saves one (with its id and the `updatedAt` it was loaded
 * at: changed since, by a drag or another tab, the server refuses it with StaleVersion).
 */
export const useSaveAppointment = () =>
  useCalendarMutation(
    ({ id, body }: { id: string; body: UpdateAppointmentRequest } | { id: null; body: AppointmentInput }) =>
      id
        ? apiFetch(ApiRoutes.updateAppointment, { params: { appointmentId: id }, body })
        : apiFetch(ApiRoutes.createAppointment, { body }),
  );

export const useDeleteAppointment = () =>
  useCalendarMutation((id: string) =>
    apiFetch(ApiRoutes.deleteAppointment, { params: { appointmentId: id } }),
  );
