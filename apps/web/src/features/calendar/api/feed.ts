import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { calendarKeys } from './query-keys';

/** Whether the user's iCal link is live, and since when (its address is never read back). */
export function useCalendarFeed() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: calendarKeys.feed(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getCalendarFeed, { signal }),
  });
}

function useFeedMutation<R>(send: () => Promise<R>) {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed(companyId) }),
  });
}

/** Creates the link, or rotates it: the answer carries the new address, shown this once. */
export const useCreateFeed = () => useFeedMutation(() => apiFetch(ApiRoutes.createCalendarFeed, {}));
export const useRevokeFeed = () => useFeedMutation(() => apiFetch(ApiRoutes.revokeCalendarFeed, {}));
