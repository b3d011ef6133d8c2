import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { registerRefresher } from '../../../shared/response-extras/refreshers';
import { BANNERS_QUERY_KEY, bannersQueryOptions } from '../api/get-banners';
import type { Banners } from '@focal/contracts/background-tasks';
import { createPollSchedule, type PollSchedule } from '../lib/poll-schedule';

/**
 * The banners of the signed-in frame: loaded once, polled only while a task is in progress, and
 * loaded again on a refresh trigger (`successPreferences.backgroundTasks.reloadRequired`, or anyone
 * invalidating ['background-tasks'], such as a company switch).
 */
/** Records the finished tasks; true when one finished that was not seen finished before. */
function noteFinished(seen: { current: Set<string> | null }, data: Banners): boolean {
  const done = data.banners.filter((b) => b.state !== 'IN_PROGRESS').map((b) => b.id);
  if (!seen.current) {
    seen.current = new Set(done);
    return false;
  }
  const fresh = done.filter((id) => !seen.current!.has(id));
  for (const id of fresh) seen.current.add(id);
  return fresh.length > 0;
}

export function useBackgroundTasks() {
  const queryClient = useQueryClient();
  const query = useQuery(bannersQueryOptions());
  const { refetch, data, dataUpdatedAt, errorUpdatedAt } = query;

  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const schedule = useRef<PollSchedule | null>(null);
  schedule.current ??= createPollSchedule(() => void refetchRef.current());

  useEffect(() => () => schedule.current?.stop(), []);

  // Tasks already finished when this frame first loaded its banners; null until then.
  const finished = useRef<Set<string> | null>(null);

  // Every answer (a poll's, or a load someone else asked for) decides the next poll.
  useEffect(() => {
    if (dataUpdatedAt > 0 && data) schedule.current?.settled({ banners: data });
    if (data && noteFinished(finished, data)) {
      // A task finished here (an import): what the page shows may be older than its data (issue 10:
      // the company's landing page must show the imported values). Its queries load again.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== BANNERS_QUERY_KEY[0] });
    }
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
