/**
 * Leaves the app for the provider's start URL. A top-level navigation, not a fetch: the server
 * answers with a redirect to the provider and an HttpOnly cookie that binds the attempt to this browser.
 */
export function openProvider(startUrl: string) {
  window.location.assign(startUrl);
}
