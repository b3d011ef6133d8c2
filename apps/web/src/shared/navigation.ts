/**
 * Lets code outside the React tree (session rules, global modals) navigate through the router,
 * which the app registers once it exists.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions) {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/** Spec 01 §2.1: a blank internal page; visiting it and coming back renders a page afresh. */
const REFRESH_ROUTE = '/refresh_route';
export type RefreshRouteState = { target: string };

/**
 * Renders the current page again (its components mount anew and load their data): goes to
 * /refresh_route with the page in the navigation state, which sends it straight back. Both steps
 * replace the history entry, so Back still leads where it did.
 */
export function reloadRoute(
  current = `${window.location.pathname}${window.location.search}${window.location.hash}`,
) {
  const state: RefreshRouteState = { target: current };
  navigateTo(REFRESH_ROUTE, { replace: true, state });
}
