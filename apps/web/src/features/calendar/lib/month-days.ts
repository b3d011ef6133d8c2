import type { CalendarEntry } from '@focal/contracts/calendar';
import { isoToZoned } from '@focal/contracts/zoned-time';

/**
 * Lines a day of the month view shows: what one of its cells holds in the grid's fixed height
 * (lib/grid-height.ts), its date included.
 */
export const MONTH_DAY_LINES = 4;

/** A day whose entries do not all fit its cell: how many are left out. */
export type DayOverflow = { day: string; hidden: number };

/** The grid's own order within a day: earlier first, then longer, then by title. */
const gridOrder = (a: CalendarEntry, b: CalendarEntry) =>
  a.startsAt.localeCompare(b.startsAt) ||
  Date.parse(b.endsAt) - Date.parse(b.startsAt) - (Date.parse(a.endsAt) - Date.parse(a.startsAt)) ||
  a.title.localeCompare(b.title);

/**
 * The month view's entries: a day with more than MONTH_DAY_LINES keeps its first MONTH_DAY_LINES - 1
 * and says how many more there are (the day view lists them all). The grid measures every entry it is
 * given, hidden or not: a busy studio's month of several hundred took over a second of a desktop's
 * main thread. An entry counts on the day it starts, in the company's zone.
 */
export function capMonthDays(entries: readonly CalendarEntry[], timeZone: string) {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const { day } = isoToZoned(entry.startsAt, timeZone);
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  const shown: CalendarEntry[] = [];
  const more: DayOverflow[] = [];
  for (const [day, list] of byDay) {
    if (list.length <= MONTH_DAY_LINES) {
      shown.push(...list);
      continue;
    }
    list.sort(gridOrder);
    shown.push(...list.slice(0, MONTH_DAY_LINES - 1));
    more.push({ day, hidden: list.length - (MONTH_DAY_LINES - 1) });
  }
  return { shown, more };
}
