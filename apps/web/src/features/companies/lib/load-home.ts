/** Loads the app afresh at / (the browser boundary: a full page load, not a route change). */
export function loadHome() {
  window.location.assign('/');
}
