import { registerRefresher } from '../../shared/response-extras/refreshers';
import { queryClient } from '../query/query-client';

let installed = false;

/**
 * `successPreferences.route.reloadRequired` (spec 01 §3): the page's data loads again. Pages read
 * their data through the query cache (there are no route loaders), so reloading the route is
 * refetching its active queries, bootstrap included.
 */
export function installRouteRefresher() {
  if (installed) return;
  installed = true;
  registerRefresher('route', () => queryClient.invalidateQueries());
}
