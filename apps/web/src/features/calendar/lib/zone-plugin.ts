import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { DateTime } from 'luxon';

/** Enough for months of browsing; past it the kept answers start again (a long session's drags). */
const MAX_KEPT = 20_000;
const offsets = new Map<string, number>();
const walls = new Map<string, readonly number[]>();

function kept<T>(store: Map<string, T>, key: string, compute: () => T): T {
  let value = store.get(key);
  if (value === undefined) {
    if (store.size >= MAX_KEPT) store.clear();
    value = compute();
    store.set(key, value);
  }
  return value;
}

/**
 * The company's named time zone on the grid: luxon's conversions, as @fullcalendar/luxon3 makes them,
 * with each answer kept. FullCalendar converts the same few dozen instants many times in one draw
 * (each day's date, label and heading) and again when the entries arrive; luxon builds a date and
 * reads the zone's offset through Intl each time, a fifth of the month's first draw on a phone.
 */
export class KeptLuxonZone extends NamedTimeZoneImpl {
  /** Minutes east of UTC at a wall time ([year, month from 0, day, hour, minute, second, ms]). */
  offsetForArray(a: number[]): number {
    return kept(offsets, `${this.timeZoneName}|${a.join(',')}`, () => {
      const [year, month, day, hour, minute, second, millisecond] = a;
      return DateTime.fromObject(
        { year, month: month! + 1, day, hour, minute, second, millisecond },
        { zone: this.timeZoneName },
      ).offset;
    });
  }

  /** The wall time of an instant, as the array above. */
  timestampToArray(ms: number): number[] {
    const wall = kept(walls, `${this.timeZoneName}|${ms}`, () => {
      const d = DateTime.fromMillis(ms, { zone: this.timeZoneName });
      return [d.year, d.month - 1, d.day, d.hour, d.minute, d.second, d.millisecond];
    });
    // FullCalendar may change the array it gets; the kept one stays as it was.
    return [...wall];
  }
}

export const zonePlugin = createPlugin({ name: 'focal-kept-luxon-zone', namedTimeZonedImpl: KeptLuxonZone });
