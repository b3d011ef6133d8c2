/* global window, document, location */
/*
 * Runs before the first paint, inline in every page's <head> (build/first-paint-plugin.ts inlines it
 * and the server lists its SHA-256 in the CSP): no request stands between the HTML and the first
 * paint. Plain ES5, so that the old browsers it turns away can run it (they cannot run the app's
 * modules).
 *
 * 1. Spec 01 §2.2: Internet Explorer and Safari older than 9 go to /unsupported_browser, a static
 *    page that names the supported browsers. It sets `focalUnsupportedBrowser`, which keeps the app
 *    from starting, and nothing below runs.
 * 2. A stored session (shared/session/session-store.ts keeps the access token under this key) shows
 *    the signed-in frame's skeleton from index.html, except on the signed-out pages, which must not
 *    flash the frame.
 * 3. The prerendered pages' stylesheets load as print stylesheets so as not to hold the first paint
 *    (build/prerender-plugin.ts): each one applies once loaded.
 * 4. Until the app has taken over (main.tsx sets focalAppReady), the prerendered /login and /signup
 *    forms are plain HTML: a native submission would be a GET with the password in the address. It
 *    is stopped here and remembered; the app submits the form for real once it runs.
 * 5. The shell's page headers (app/layouts/frame/shell-page-headers.tsx): the shell's end calls
 *    focalShellPage once they are parsed; it keeps the address's one, with the first name the
 *    dashboard greets (kept from the last bootstrap by shared/session/session-store.ts), or none.
 */
(function () {
  var UNSUPPORTED_PAGE = '/unsupported_browser';

  function isUnsupported(ua) {
    if (/MSIE |Trident\//.test(ua)) return true;
    // Safari names its version as "Version/8.0.8 Safari/…"; other browsers on Apple's engine add their own name.
    var safari = /Version\/(\d+)(?:\.[\d.]*)? (?:Mobile\/\S+ )?Safari\//.exec(ua);
    return !!safari && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|OPiOS|Android/.test(ua) && +safari[1] < 9;
  }

  function showUnsupportedPage() {
    var root = document.getElementById('root');
    if (!root) return;
    document.title = 'Focal - Unsupported browser';
    root.innerHTML =
      '<main style="max-width:560px;margin:48px auto;padding:0 16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#212529;line-height:1.5">' +
      '<h1 style="font-size:1.6rem">Your browser is not supported</h1>' +
      '<p>Focal works in the current versions of these browsers:</p>' +
      '<ul><li>Google Chrome</li><li>Mozilla Firefox</li><li>Apple Safari</li><li>Microsoft Edge</li></ul>' +
      '<p>Open Focal in one of them, or update the one you use, to continue.</p>' +
      '</main>';
  }

  window.focalBrowserCheck = { isUnsupported: isUnsupported };
  var unsupported = isUnsupported(navigator.userAgent);
  var onPage = location.pathname === UNSUPPORTED_PAGE;
  if (unsupported || onPage) {
    window.focalUnsupportedBrowser = true;
    if (!onPage) {
      location.replace(UNSUPPORTED_PAGE);
    } else if (document.getElementById('root')) {
      showUnsupportedPage();
    } else if (document.addEventListener) {
      // From <head>, the page's root is not parsed yet.
      document.addEventListener('DOMContentLoaded', showUnsupportedPage);
    } else {
      // Internet Explorer 8 and older.
      window.attachEvent('onload', showUnsupportedPage);
    }
    return;
  }

  // The pages without the frame: the signed-out ones, the mailbox, the checkout frame's pages, a
  // client's document (/d/{token}) and the client portal (/portal/…, the studio's preview too).
  var frameless =
    /^\/(login|signup|forgot|new|change|company\/register|admins|dev\/mail|subscription|unsupported_browser|d|portal)(\/|$)/;
  try {
    if (localStorage.getItem('focal.session.access') && !frameless.test(location.pathname)) {
      document.documentElement.setAttribute('data-shell', '');
    }
  } catch (_refused) {
    // Storage refused (private mode, cookies off): no session to show.
  }
  window.focalShellPage = function () {
    var headers = document.querySelectorAll('[data-shell-page]');
    var name = null;
    try {
      name = JSON.parse(localStorage.getItem('focal.session.firstName')).v;
    } catch (_none) {
      // No name kept (or storage refused): the dashboard's header waits for the page.
    }
    for (var i = 0; i < headers.length; i++) {
      var header = headers[i];
      var greeting = header.querySelector('[data-shell-first-name]');
      if (
        header.getAttribute('data-shell-page') !== location.pathname ||
        (greeting && typeof name !== 'string')
      ) {
        header.parentNode.removeChild(header);
      } else if (greeting) {
        greeting.appendChild(document.createTextNode(name));
      }
    }
  };
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
