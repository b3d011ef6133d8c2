import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match `pathname` into the route objects, so the router's
 * first render is the page itself (what a prerendered HTML page holds), not its loading fallback.
 * Returns the matches, root first.
 */
export async function resolveRouteModules(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
  return matches;
}
