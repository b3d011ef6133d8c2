import { ANDROID_PAGE_RELOAD_FLAG } from '@focal/contracts/system-notification-constants';

/**
 * Where PAGE_RELOAD goes (spec 01 §4.7): the same page; inside the Android shell with the
 * page-reload query flag appended, which tells the shell the reload came from a notification.
 * Null means a plain reload.
 */
export function pageReloadTarget(href: string, android: boolean): string | null {
  if (!android) return null;
  const url = new URL(href);
  url.searchParams.set(ANDROID_PAGE_RELOAD_FLAG, 'true');
  return url.href;
}
