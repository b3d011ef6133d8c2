import { putEarlyResponse } from '../../shared/http/early-responses';

/** A GET sent before the app's code, whose answer apiFetch takes over (shared/http/early-responses.ts). */
export function sendEarly(url: string, headers: Record<string, string>): Promise<Response> {
  const response = fetch(url, { method: 'GET', headers });
  putEarlyResponse(url, headers, response);
  return response;
}

/**
 * The first date the page writes loads the browser's locale data (25-35 ms on a fast machine, four
 * times that on a phone; every later formatter, the company's zone included, takes about 1 ms). It
 * runs in a task of its own queued from the head, so while the page waits for its stylesheet and code,
 * before the first paint, and not in the head's own task, which the code's requests leave after.
 * Queued after the bootstrap's answer, it was one of the longest tasks after the first paint.
 */
export function loadLocaleData() {
  setTimeout(() => {
    // It writes no date (shared/format/format-date.ts does): it loads what that formatter will use.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat().format(0);
  }, 0);
}
