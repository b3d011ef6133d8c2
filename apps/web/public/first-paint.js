/* global window, document, location */
/*
 * Runs from <head>, before the first paint: a file, not inline, because the CSP allows scripts from
 * 'self' only. Plain ES5, like browser-check.js.
 *
 * 1. A stored session (shared/session/session-store.ts keeps the access token under this key) shows
 *    the signed-in frame's skeleton from index.html, except on the signed-out pages, which must not
 *    flash the frame.
 * 2. The prerendered pages' stylesheets load as print stylesheets so as not to hold the first paint
 *    (build/prerender-plugin.ts): each one applies once loaded.
 * 3. Until the app has taken over (main.tsx sets focalAppReady), the prerendered /login and /signup
 *    forms are plain HTML: a native submission would be a GET with the password in the address. It
 *    is stopped here and remembered; the app submits the form for real once it runs.
 */
(function () {
  // The pages without the frame: the signed-out ones, the mailbox and the checkout frame's pages.
  var frameless =
    /^\/(login|signup|forgot|new|change|company\/register|admins|dev\/mail|subscription|unsupported_browser)(\/|$)/;
  try {
    if (localStorage.getItem('focal.session.access') && !frameless.test(location.pathname)) {
      document.documentElement.setAttribute('data-shell', '');
    }
  } catch (_refused) {
    // Storage refused (private mode, cookies off): no session to show.
  }
  // Load events do not bubble; a capturing listener on the document hears the links'.
  document.addEventListener(
    'load',
    function (event) {
      var link = event.target;
      if (link && link.hasAttribute && link.hasAttribute('data-async-css')) link.media = 'all';
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (window.focalAppReady) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.focalPendingSubmit = { form: event.target, submitter: event.submitter || null };
    },
    true,
  );
})();
