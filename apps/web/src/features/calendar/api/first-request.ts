import { calendarPaths } from '@focal/contracts/paths/calendar';
import { matchesMedia } from '../../../shared/platform';
import { WEEK_START, monthGridOf, weekOf } from '../lib/month-grid';
import { NARROW_QUERY } from '../lib/narrow';
import type { VisibleRange } from './get-calendar-range';

/** The range /calendar opens on: on a narrow screen this week's agenda, elsewhere the month's grid. */
export function openingRange(now: Date, timeZone: string, narrow: boolean): VisibleRange {
  return narrow ? weekOf(now, WEEK_START, timeZone) : monthGridOf(now, WEEK_START, timeZone);
}

/**
 * The page's first request (the entries of the range it opens on, in the company's zone), as
 * apiFetch writes its address. index.html's early script sends it once the bootstrap names the
 * zone (app/boot/early-requests.ts): on a phone the agenda's entries came a round trip after the
 * page's code, its largest content 3.3 s into a slow 4G load.
 */
export function calendarFirstRequest(timeZone: string, now = new Date()): string {
  const { from, to } = openingRange(now, timeZone, matchesMedia(NARROW_QUERY));
  return `${calendarPaths.listCalendar[1]}?${new URLSearchParams({ from, to })}`;
}
