import { ApiRoutes } from '@focal/contracts/api-routes';
import type { SystemNotificationsData } from '@focal/contracts/system-notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The answer and how far the server's clock is ahead of this browser's (ms, negative if behind). */
export type LoadedNotifications = SystemNotificationsData & { offsetMs: number };

export const SYSTEM_NOTIFICATIONS_QUERY_KEY = ['system-notifications'] as const;

/**
 * GET /api/user/system-notifications (spec 01 §4.7): `onStartup=true` for the first load of this
 * session (nothing cached yet: the cache is emptied at sign-out), false for every reload after.
 * The offset is taken when the answer arrives: corrected now = Date.now() + offsetMs.
 */
export const systemNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: SYSTEM_NOTIFICATIONS_QUERY_KEY,
    queryFn: async ({ client, queryKey, signal }): Promise<LoadedNotifications> => {
      const onStartup = client.getQueryData(queryKey) === undefined;
      const data = await apiFetch(ApiRoutes.listSystemNotifications, {
        query: { onStartup: onStartup ? 'true' : 'false' },
        signal,
      });
      return { ...data, offsetMs: data.epochSeconds * 1000 - Date.now() };
    },
    // A bar that failed to load is no reason to bother anyone: it is simply absent until the next
    // change of the header asks for it again.
    retry: false,
    staleTime: Infinity,
  });
