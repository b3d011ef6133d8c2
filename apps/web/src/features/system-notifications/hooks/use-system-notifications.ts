import { LAST_SYSTEM_NOTIFICATION_HEADER } from '@focal/contracts/headers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { watchResponseHeader } from '../../../shared/http/response-headers';
import {
  SYSTEM_NOTIFICATIONS_QUERY_KEY,
  systemNotificationsQueryOptions,
} from '../api/get-system-notifications';

/**
 * The notifications of the signed-in frame: loaded once with onStartup=true, then again (false)
 * whenever an API answer's `last-system-notification-id` differs from the last one seen (spec 01
 * §4.7), and after each dismissal. The first value seen is only noted: the first load is under way.
 */
export function useSystemNotifications() {
  const queryClient = useQueryClient();
  const lastSeen = useRef<string | null>(null);

  useEffect(
    () =>
      watchResponseHeader(LAST_SYSTEM_NOTIFICATION_HEADER, (value) => {
        const previous = lastSeen.current;
        lastSeen.current = value;
        if (previous !== null && previous !== value) {
          void queryClient.invalidateQueries({ queryKey: SYSTEM_NOTIFICATIONS_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  return useQuery(systemNotificationsQueryOptions());
}
