/* global window, document, location */
/*
 * Spec 01 §2.2: Internet Explorer and Safari older than 9 go to /unsupported_browser, a static page
 * that names the supported browsers. A classic script in ES5, so that those browsers run it (they
 * cannot run the app's modules); it runs before the app and sets `focalUnsupportedBrowser`, which
 * keeps the app from starting.
 */
(function () {
  var PAGE = '/unsupported_browser';

  function isUnsupported(ua) {
    if (/MSIE |Trident\//.test(ua)) return true;
    // Safari names its version as "Version/8.0.8 Safari/…"; other browsers on Apple's engine add their own name.
    var safari = /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//.exec(ua);
    return !!safari && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|OPiOS|Android/.test(ua) && +safari[1] < 9;
  }

  function showPage(root) {
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
  var onPage = location.pathname === PAGE;
  if (!unsupported && !onPage) return;
  window.focalUnsupportedBrowser = true;
  if (!onPage) {
    location.replace(PAGE);
    return;
  }
  var root = document.getElementById('root');
  if (root) showPage(root);
})();
