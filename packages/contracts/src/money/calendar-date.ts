/**
 * Calendar dates as 'YYYY-MM-DD' strings: a day on the wall calendar, with no time and no zone
 * (zoned-time.ts turns instants into such days). A payment falls due on a day, wherever its reader
 * is, so the arithmetic is on year, month and day alone.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Fixed-width groups, no nested quantifier: linear on any input.
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_YEAR = 1000;
const MAX_YEAR = 9999;

/** The days of a month (1 to 12) in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A real date written as 'YYYY-MM-DD' (years 1000 to 9999), or null for anything else. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = SHAPE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function inRange(date: CalendarDate): CalendarDate {
  if (date.year < MIN_YEAR || date.year > MAX_YEAR)
    throw new RangeError('The date is outside years 1000 to 9999');
  return date;
}

/** The date a number of days later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  // UTC has no daylight saving, so a UTC day is always 24 hours; years ≥ 1000 avoid Date.UTC's
  // reading of years 0 to 99 as 1900 to 1999.
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return inRange({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/**
 * The same day a number of months later (or earlier). A day the target month lacks is clamped to
 * its last day: Jan 31 + 1 month is Feb 28 (29 in a leap year), as calendars and banks count it,
 * never spilling into March.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return inRange({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}
