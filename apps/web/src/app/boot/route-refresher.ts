import { bootstrapQueryOptions } from '../../shared/bootstrap/get-bootstrap';
import { reloadRoute } from '../../shared/navigation';
import { registerRefresher } from '../../shared/response-extras/refreshers';
import { queryClient } from '../query/query-client';

let installed = false;

/**
 * `successPreferences.route.reloadRequired` (spec 01 §3): the page's data loads again (its active
 * queries, bootstrap included) and, once the frame is up, the page renders afresh through
 * /refresh_route. Before boot there is no page yet: the refetched bootstrap is what lets it render.
 */
export function installRouteRefresher() {
  if (installed) return;
  installed = true;
  registerRefresher('route', async () => {
    const booted = queryClient.getQueryData(bootstrapQueryOptions().queryKey) !== undefined;
    await queryClient.invalidateQueries();
    if (booted) reloadRoute();
  });
}
