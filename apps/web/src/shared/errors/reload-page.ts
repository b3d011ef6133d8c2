/** Loads the page again from the server (a new build, an event changed under the user). */
export function reloadPage() {
  window.location.reload();
}
