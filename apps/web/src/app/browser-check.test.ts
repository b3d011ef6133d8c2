import { describe, expect, it, vi } from 'vitest';
import source from './boot/first-paint.js?raw';

/**
 * Runs the browser check of boot/first-paint.js as the browser would, against a user agent and a
 * path; from the <head>, where the page's root is not parsed yet, unless `parsed`.
 */
function run(userAgent: string, pathname: string, parsed = true) {
  const win: {
    focalUnsupportedBrowser?: boolean;
    focalBrowserCheck?: { isUnsupported(ua: string): boolean };
  } = {};
  const location = { pathname, replace: vi.fn() };
  const root = { innerHTML: '' };
  const listeners: Record<string, () => void> = {};
  const doc = {
    title: 'Focal',
    getElementById: (id: string) => (id === 'root' && parsed ? root : null),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    documentElement: { setAttribute: vi.fn() },
  };
  new Function('window', 'navigator', 'location', 'document', source)(win, { userAgent }, location, doc);
  const parse = () => {
    parsed = true;
    listeners.DOMContentLoaded?.();
  };
  return { win, location, root, doc, parse };
}

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  safari8:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9',
  iosSafari8:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 8_4 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Version/8.0 Mobile/12H143 Safari/600.1.4',
  safari9:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11) AppleWebKit/601.1.56 (KHTML, like Gecko) Version/9.0 Safari/601.1.56',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  oldAndroid:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  focalIosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FocalApp/ios/3000201',
};

describe('browser check (boot/first-paint.js)', () => {
  it('turns away Internet Explorer and Safari before 9, and nothing else', () => {
    const { isUnsupported } = run(UA.chrome, '/').win.focalBrowserCheck!;
    for (const ua of [UA.ie11, UA.ie10, UA.safari8, UA.iosSafari8]) expect(isUnsupported(ua)).toBe(true);
    for (const ua of [UA.safari9, UA.safari17, UA.chrome, UA.oldAndroid, UA.focalIosApp]) {
      expect(isUnsupported(ua)).toBe(false);
    }
  });

  it('sends an unsupported browser to /unsupported_browser, and keeps the app from starting', () => {
    const { win, location } = run(UA.ie11, '/clients');
    expect(location.replace).toHaveBeenCalledWith('/unsupported_browser');
    expect(win.focalUnsupportedBrowser).toBe(true);
  });

  it('shows the page naming the supported browsers on /unsupported_browser', () => {
    const { win, location, root, doc } = run(UA.ie11, '/unsupported_browser');
    expect(location.replace).not.toHaveBeenCalled();
    expect(win.focalUnsupportedBrowser).toBe(true);
    expect(doc.title).toBe('Focal - Unsupported browser');
    expect(root.innerHTML).toContain('Your browser is not supported');
    for (const name of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
      expect(root.innerHTML).toContain(name);
    }
  });

  it('shows that page once its root is parsed, when the check runs from the head', () => {
    const { win, root, doc, parse } = run(UA.ie11, '/unsupported_browser', false);
    expect(win.focalUnsupportedBrowser).toBe(true);
    expect(root.innerHTML).toBe('');
    parse();
    expect(doc.title).toBe('Focal - Unsupported browser');
    expect(root.innerHTML).toContain('Your browser is not supported');
  });

  it('lets a supported browser start the app', () => {
    const { win, location } = run(UA.chrome, '/login');
    expect(location.replace).not.toHaveBeenCalled();
    expect(win.focalUnsupportedBrowser).toBeUndefined();
  });
});
