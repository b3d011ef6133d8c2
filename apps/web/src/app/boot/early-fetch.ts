import { putEarlyResponse } from '../../shared/http/early-responses';

/** A GET sent before the app's code, whose answer apiFetch takes over (shared/http/early-responses.ts). */
export function sendEarly(url: string, headers: Record<string, string>): Promise<Response> {
  const response = fetch(url, { method: 'GET', headers });
  putEarlyResponse(url, headers, response);
  return response;
}

/**
 * What Chromium's ICU loads for the first date, in the order it can be cut: the likely subtags (about
 * 3 ms), the list of available locales every Intl service shares (about 7 ms, the step it cannot
 * split), then the date formatter (about 3 ms).
 */
const LOCALE_DATA_STEPS: readonly (() => unknown)[] = [
  () => new Intl.Locale('en').maximize(),
  () => Intl.Collator.supportedLocalesOf('en'),
  // It writes no date (shared/format/format-date.ts does): it loads what that formatter will use.
  // eslint-disable-next-line no-restricted-syntax
  () => new Intl.DateTimeFormat().format(0),
];

/**
 * The first date the page writes loads the browser's locale data (25-35 ms on a fast machine, four
 * times that on a phone; every later formatter, the company's zone included, takes about 1 ms). It
 * runs in tasks of its own queued from the head, so while the page waits for its stylesheet and code,
 * before the first paint, and not in the head's own task, which the code's requests leave after.
 * Queued after the bootstrap's answer, it was one of the longest tasks after the first paint.
 * In three timer tasks (`steps`), each under Lighthouse's 50 ms long task on a 4× slower phone, where
 * the single task of 13-25 ms counted up to 50 ms of blocking time. Timers, not nextTask: they wait
 * behind the page's parsing and network tasks, where `scheduler.yield` would put them first.
 */
export function loadLocaleData(steps = LOCALE_DATA_STEPS) {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    loadLocaleData(rest);
  }, 0);
}
