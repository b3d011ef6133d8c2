import type { CalendarEntry } from '@focal/contracts/calendar';
import { isoToZoned, nextDay, zonedToIso } from '@focal/contracts/zoned-time';
import type { VisibleRange } from '../api/get-calendar-range';

export type AgendaDay = { day: string; start: string; entries: CalendarEntry[] };

/**
 * The days of a range in the zone, each with the entries that overlap it (an entry across midnight,
 * or an all-day one of several days, is under each of its days), all-day entries first, then by
 * start; days without entries are left out.
 */
export function agendaDays(
  entries: readonly CalendarEntry[],
  range: VisibleRange,
  timeZone: string,
): AgendaDay[] {
  const days: AgendaDay[] = [];
  const end = Date.parse(range.to);
  for (let day = isoToZoned(range.from, timeZone).day; ; day = nextDay(day)) {
    const start = zonedToIso(day, '00:00', timeZone);
    if (Date.parse(start) >= end) break;
    const from = Date.parse(start);
    const to = Date.parse(zonedToIso(nextDay(day), '00:00', timeZone));
    const on = entries.filter((e) => Date.parse(e.startsAt) < to && Date.parse(e.endsAt) > from);
    on.sort((a, b) => Number(b.allDay) - Number(a.allDay) || Date.parse(a.startsAt) - Date.parse(b.startsAt));
    if (on.length > 0) days.push({ day, start, entries: on });
  }
  return days;
}
