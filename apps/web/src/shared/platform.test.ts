import { afterEach, describe, expect, it, vi } from 'vitest';
import { appShell, canOpenSystemBrowser, isAppShell, isIosApp, parseAppShell } from './platform';

const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';

describe('app shell detection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the platform and build number the apps append to the user agent', () => {
    expect(parseAppShell(`${SAFARI_IOS} FocalApp/ios/3000201`)).toEqual({ os: 'ios', version: 3000201 });
    expect(parseAppShell(`${ANDROID_WEBVIEW} FocalApp/android/2104000`)).toEqual({
      os: 'android',
      version: 2104000,
    });
  });

  it('is a browser without the marker, or with a malformed one', () => {
    expect(parseAppShell(SAFARI_IOS)).toBeNull();
    expect(parseAppShell(`${SAFARI_IOS} FocalApp/ios/`)).toBeNull();
    expect(parseAppShell(`${SAFARI_IOS} FocalApp/windows/3000201`)).toBeNull();
    expect(parseAppShell(`${SAFARI_IOS} NotFocalApp/ios/3000201`)).toBeNull();
  });

  it('reads the running browser by default', () => {
    vi.stubGlobal('navigator', { userAgent: `${ANDROID_WEBVIEW} FocalApp/android/1` });
    expect(appShell()).toEqual({ os: 'android', version: 1 });
    expect(isAppShell()).toBe(true);
    expect(isIosApp()).toBe(false);
  });

  it('lets iOS builds above 3000200 open the system browser, and no other client', () => {
    expect(canOpenSystemBrowser(`${SAFARI_IOS} FocalApp/ios/3000200`)).toBe(false);
    expect(canOpenSystemBrowser(`${SAFARI_IOS} FocalApp/ios/3000201`)).toBe(true);
    expect(canOpenSystemBrowser(`${ANDROID_WEBVIEW} FocalApp/android/9999999`)).toBe(false);
    expect(canOpenSystemBrowser(SAFARI_IOS)).toBe(false);
  });
});
