/**
 * The one way the web app writes dates and times: in the user's locale (12- or 24-hour clock as
 * their browser says) and the company's time zone (docs/architecture.md: time is shown there). A
 * lint rule keeps Intl.DateTimeFormat and toLocale*String out of every other file.
 *
 * Each Intl formatter is built once per locale, zone and style and kept: the first costs 20–35 ms
 * on a phone, and a table or a calendar formats a date or two on every row. An unknown zone gets
 * UTC's; an unreadable date is shown as it came.
 */
const STYLES = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  'day-heading': { weekday: 'long', month: 'long', day: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  'day-time': { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** A sortable calendar day ('2026-07-10', en-CA's order), to tell whether two instants share one. */
  'iso-day': { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

let locale: string | undefined;
/** The user's locale, from the browser (English where it cannot say). */
const userLocale = (): string =>
  (locale ??= (typeof navigator !== 'undefined' && navigator.languages?.[0]) || 'en');

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string, lang: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone} ${lang}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = STYLES[style];
    try {
      formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat(style === 'iso-day' ? 'en-CA' : 'en', {
        ...options,
        timeZone: 'UTC',
      });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};
function format(iso: string, timeZone: string, style: Style, lang = userLocale()): string {
  const date = parse(iso);
  return date ? formatterFor(style, timeZone, lang).format(date) : iso;
}
const dayOf = (date: Date, timeZone: string) => formatterFor('iso-day', timeZone, 'en-CA').format(date);

/** A date ("Jun 2, 2026"; "2 Jun 2026" in en-GB) in the zone. */
export const formatDateInZone = (iso: string, timeZone: string, dateStyle: 'medium' | 'long' = 'medium') =>
  format(iso, timeZone, dateStyle);

/** A calendar day ('YYYY-MM-DD') as words: a day, not an instant, so no time zone moves it. */
export const formatCalendarDay = (day: string) => formatDateInZone(`${day}T12:00:00Z`, 'UTC');

/** A moment with its time ("Jun 2, 2026, 11:00 AM") in the zone. */
export const formatDateTimeInZone = (iso: string, timeZone: string) => format(iso, timeZone, 'date-time');

/** A time of day ("5:00 PM", "17:00") in the zone. */
export const formatTime = (iso: string, timeZone: string, lang?: string) =>
  format(iso, timeZone, 'time', lang);

/** A day as a heading ("Monday, June 1") in the zone. */
export const formatDayHeading = (iso: string, timeZone: string) => format(iso, timeZone, 'day-heading');

/**
 * A month as a calendar's title ("December 2026") in the zone. FullCalendar's month view writes its
 * title with it too (its marker in 'UTC', see formatWallTime), so the title drawn before the grid
 * loads is the grid's own.
 */
export const formatMonthTitle = (date: Date, timeZone: string, lang?: string) =>
  formatterFor('month', timeZone, lang ?? userLocale()).format(date);

/** A run of days ("Nov 30 – Dec 6, 2026"), from the first day to the last, in the zone: a week's title. */
export const formatDayRange = (first: Date, last: Date, timeZone: string, lang?: string) =>
  formatterFor('medium', timeZone, lang ?? userLocale()).formatRange(first, last);

/**
 * A wall-clock time FullCalendar hands over: a Date whose UTC fields are the time in the calendar's
 * zone (its "marker"), written as formatTime writes times.
 */
export const formatWallTime = (marker: Date, lang?: string) =>
  formatterFor('time', 'UTC', lang ?? userLocale()).format(marker);

/** A span of FullCalendar markers (see formatWallTime) on one day: "10:00 AM – 1:00 PM", "10:00–13:00". */
export const formatWallRange = (start: Date, end: Date, lang?: string) =>
  formatterFor('time', 'UTC', lang ?? userLocale()).formatRange(start, end);

/**
 * A span of time: the times alone on one day ("5:00 – 6:00 PM", "17:00–18:00"), with the days when
 * it crosses midnight in the zone ("Fri, Jul 10, 11:00 PM – Sat, Jul 11, 1:00 AM").
 */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string, lang = userLocale()) {
  const start = parse(startsAt);
  const end = parse(endsAt);
  if (!start || !end || end < start) return `${startsAt} – ${endsAt}`;
  const style = dayOf(start, timeZone) === dayOf(end, timeZone) ? 'time' : 'day-time';
  return formatterFor(style, timeZone, lang).formatRange(start, end);
}

/**
 * When an entry happens, with its day: "Fri, Jul 10, 10:00 AM – 12:00 PM"; an all-day entry (its
 * end the next midnight, exclusive) as the days it covers: "Fri, Jul 10" or "Fri, Jul 10 – Sun, Jul 12".
 */
export function formatSpan(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  allDay: boolean,
  lang = userLocale(),
) {
  const start = parse(startsAt);
  const end = parse(endsAt);
  if (!start || !end || end < start) return `${startsAt} – ${endsAt}`;
  if (allDay) {
    const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
    return formatterFor('day', timeZone, lang).formatRange(start, last);
  }
  return formatterFor('day-time', timeZone, lang).formatRange(start, end);
}
