import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { SYSTEM_NOTIFICATIONS_QUERY_KEY } from './get-system-notifications';

/** POST /api/user/system-notifications/{eventId}/dismiss (spec 01 §7): an empty body. */
const dismissEvent = (eventId: string) =>
  apiFetch(ApiRoutes.dismissSystemNotification, { params: { eventId } });

/**
 * Spec 01 §4.7: ONE_TIME and DISMISS post the dismissal, then the notifications load again (with
 * onStartup=false: the cache already holds them). A failed post loads them again too, so the bar
 * comes back rather than staying hidden on a dismissal the server never recorded.
 */
export function useDismissEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_NOTIFICATIONS_QUERY_KEY }),
  });
}
