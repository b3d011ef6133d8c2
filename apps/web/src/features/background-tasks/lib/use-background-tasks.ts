import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { registerRefresher } from '../../../shared/response-extras/refreshers';
import { BANNERS_QUERY_KEY, bannersQueryOptions } from '../api/get-banners';
import { createPollSchedule, type PollSchedule } from './poll-schedule';

/**
 * The banners of the signed-in frame: loaded once, polled only while a task is in progress, and
 * loaded again on a refresh trigger (`successPreferences.backgroundTasks.reloadRequired`, or anyone
 * invalidating ['background-tasks'], such as a company switch).
 */
export function useBackgroundTasks() {
  const queryClient = useQueryClient();
  const query = useQuery(bannersQueryOptions());
  const { refetch, data, dataUpdatedAt, errorUpdatedAt } = query;

  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const schedule = useRef<PollSchedule | null>(null);
  schedule.current ??= createPollSchedule(() => void refetchRef.current());

  useEffect(() => () => schedule.current?.stop(), []);

  // Every answer (a poll's, or a load someone else asked for) decides the next poll.
  useEffect(() => {
    if (dataUpdatedAt > 0 && data) schedule.current?.settled({ banners: data });
    // `data` changes only together with `dataUpdatedAt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);
  useEffect(() => {
    if (errorUpdatedAt > 0) schedule.current?.settled({ failed: true });
  }, [errorUpdatedAt]);

  useEffect(
    () =>
      registerRefresher('backgroundTasks', () =>
        queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
      ),
    [queryClient],
  );

  return query;
}
