/**
 * Lets code outside the React tree (session rules, global modals) navigate through the router,
 * which the app registers once it exists.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}
