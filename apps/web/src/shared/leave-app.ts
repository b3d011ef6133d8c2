/** Leaves the app for another site in this tab (the browser boundary, replaced in component tests). */
export function leaveAppFor(url: string) {
  window.location.assign(url);
}
