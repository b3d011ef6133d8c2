import { bootstrapQueryOptions } from '../../shared/bootstrap/get-bootstrap';
import { queryClient } from '../query/query-client';

/**
 * Asks for the bootstrap as soon as main.tsx runs with a stored session, through the one query
 * client, so the answer comes while the guard, the frame and the route table load instead of after
 * them (issue 12 F3). The boot gate reads the same query: it acts on the answer or the error once,
 * whenever it arrives, and does not ask again (the query's retryOnMount is false).
 */
export function prefetchBootstrap() {
  void queryClient.prefetchQuery(bootstrapQueryOptions());
}
