/** Spec 01 §9: the mobile view is a window at most 991 px wide. */
const MOBILE_BREAKPOINT_PX = 991;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether the window matches a media query now (false where there is no window: the prerender). */
export const matchesMedia = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;

export const isMobileView = () => matchesMedia(MOBILE_QUERY);

export const BUILD_VERSION: string = __BUILD_VERSION__;

/**
 * The Focal mobile apps (spec 01 §1) run this web app in a web view whose user agent ends with
 * `FocalApp/ios/{version}` or `FocalApp/android/{version}`; the version is the app's integer build
 * number (3000201 is 3.0.2, build 01). Anything else is a browser.
 */
export type AppShell = { os: 'ios' | 'android'; version: number };

const APP_SHELL_UA = /\bFocalApp\/(ios|android)\/(\d+)/i;

export function parseAppShell(userAgent: string): AppShell | null {
  const match = APP_SHELL_UA.exec(userAgent);
  if (!match) return null;
  return { os: match[1]!.toLowerCase() as AppShell['os'], version: Number(match[2]) };
}

const currentUserAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The app shell this page runs in, or null in a browser. Read each time: it is cheap, and tests vary it. */
export const appShell = (userAgent = currentUserAgent()) => parseAppShell(userAgent);
export const isAppShell = (userAgent?: string) => appShell(userAgent) !== null;
export const isIosApp = (userAgent?: string) => appShell(userAgent)?.os === 'ios';

/** Spec 01 §9: iOS app builds above this one can open the system browser (e.g. to sign in after a trial). */
const IOS_SYSTEM_BROWSER_AFTER = 3000200;

export function canOpenSystemBrowser(userAgent?: string): boolean {
  const shell = appShell(userAgent);
  return shell?.os === 'ios' && shell.version > IOS_SYSTEM_BROWSER_AFTER;
}
