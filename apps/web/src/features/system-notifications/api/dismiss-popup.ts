import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { SYSTEM_NOTIFICATIONS_QUERY_KEY } from './get-system-notifications';

type PopupRef = { eventId: string; popupId: string };

/** POST /api/user/system-notifications/{eventId}/popups/{popupId}/dismiss (spec 01 §7): an empty body. */
const dismissPopup = (popup: PopupRef) =>
  apiFetch(ApiRoutes.dismissSystemNotificationPopup, { params: popup });

/** Spec 01 §4.7: closing or dismissing a popup posts its dismissal, then the notifications load again. */
export function useDismissPopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPopup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_NOTIFICATIONS_QUERY_KEY }),
  });
}
