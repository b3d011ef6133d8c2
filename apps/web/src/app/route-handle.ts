import { useMatches } from 'react-router';
import type { RouteHandle } from '../shared/routing/route-handle';

/** Spec 01 §9: the route-data lookup goes at most this many levels deep. */
export const ROUTE_DATA_MAX_DEPTH = 100;

type Match = { handle?: unknown };

/** The value of `key` from the deepest of the first 100 matched routes (root first) that sets it. */
export function findRouteData<K extends keyof RouteHandle>(
  matches: readonly Match[],
  key: K,
  maxDepth = ROUTE_DATA_MAX_DEPTH,
): RouteHandle[K] | undefined {
  let found: RouteHandle[K] | undefined;
  const depth = Math.min(matches.length, maxDepth);
  for (let level = 0; level < depth; level += 1) {
    const handle = matches[level]!.handle;
    if (typeof handle !== 'object' || handle === null) continue;
    const value = (handle as RouteHandle)[key];
    if (value !== undefined) found = value;
  }
  return found;
}

export function useRouteData<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  return findRouteData(useMatches(), key);
}
