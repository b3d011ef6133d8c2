import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { offsetAtWall, wallClockIn } from '@focal/contracts/zoned-time';

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
 * The company's named time zone on the grid, through the conversions the forms and the server use
 * (`zoned-time`, Intl only: a date library here was a fifth of the grid's code), with each answer
 * kept: FullCalendar converts the same few dozen instants many times in one draw (each day's date,
 * label and heading) and again when the entries arrive.
 */
export class KeptZone extends NamedTimeZoneImpl {
  /** Minutes east of UTC at a wall time ([year, month from 0, day, hour, minute, second, ms]). */
  offsetForArray(a: number[]): number {
    return kept(offsets, `${this.timeZoneName}|${a.join(',')}`, () => {
      const [year = 1970, month = 0, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = a;
      return offsetAtWall(Date.UTC(year, month, day, hour, minute, second, ms), this.timeZoneName) / 60_000;
    });
  }

  /** The wall time of an instant, as the array above. */
  timestampToArray(ms: number): number[] {
    const wall = kept(walls, `${this.timeZoneName}|${ms}`, () => {
      const w = wallClockIn(ms, this.timeZoneName);
      return [w.year, w.month - 1, w.day, w.hour, w.minute, w.second, ((ms % 1000) + 1000) % 1000];
    });
    // FullCalendar may change the array it gets; the kept one stays as it was.
    return [...wall];
  }
}

export const zonePlugin = createPlugin({ name: 'focal-kept-zone', namedTimeZonedImpl: KeptZone });
