type Style = 'medium' | 'long' | 'date-time';

/**
 * One Intl formatter per zone and style, kept: building one costs about a millisecond on a phone,
 * and a table formats a date or two on every row. An unknown zone gets UTC's.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, style: Style): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date-time' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: style };
    try {
      formatter = new Intl.DateTimeFormat('en', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(iso: string, timeZone: string, style: Style): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatterFor(timeZone, style).format(date);
}

/**
 * A date as the studio sees it: in the company's time zone (docs/architecture.md: time is shown there);
 * an unknown zone falls back to UTC, an unreadable date is shown as it came.
 */
export const formatDateInZone = (iso: string, timeZone: string, dateStyle: 'medium' | 'long' = 'medium') =>
  format(iso, timeZone, dateStyle);

/** A moment with its time ("Jun 2, 2026, 11:00 AM") in the company's time zone, as formatDateInZone. */
export const formatDateTimeInZone = (iso: string, timeZone: string) => format(iso, timeZone, 'date-time');
