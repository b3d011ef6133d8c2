import { wallClockIn, zonedToIso } from '@focal/contracts/zoned-time';
import type { VisibleRange } from '../api/get-calendar-range';

/** Weeks start on Monday (0 is Sunday), as the dashboard's week does. */
export const WEEK_START = 1;

const DAY = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range FullCalendar's month view shows for the month holding `date` in the zone: six whole weeks
 * from the week start on or before the 1st, midnight to midnight of the zone (as its `datesSet` gives
 * them). The page asks for it before the grid's code has loaded, so the grid's own first request, the
 * same key, is answered from the cache.
 */
export function monthGridOf(date: Date, weekStart: number, timeZone: string): VisibleRange {
  const { year, month } = wallClockIn(date, timeZone);
  const back = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - weekStart + 7) % 7;
  const first = new Date(Date.UTC(year, month - 1, 1 - back));
  const last = new Date(Date.UTC(year, month - 1, 1 - back + 42));
  return { from: zonedToIso(DAY(first), '00:00', timeZone), to: zonedToIso(DAY(last), '00:00', timeZone) };
}

/**
 * The range of the agenda's week holding `date` in the zone (a phone's first view): the week start on
 * or before that day, seven days, midnight to midnight of the zone, as the list view's datesSet gives it.
 */
export function weekOf(date: Date, weekStart: number, timeZone: string): VisibleRange {
  const { year, month, day } = wallClockIn(date, timeZone);
  const back = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() - weekStart + 7) % 7;
  const first = new Date(Date.UTC(year, month - 1, day - back));
  const last = new Date(Date.UTC(year, month - 1, day - back + 7));
  return { from: zonedToIso(DAY(first), '00:00', timeZone), to: zonedToIso(DAY(last), '00:00', timeZone) };
}
