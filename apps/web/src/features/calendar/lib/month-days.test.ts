import type { CalendarEntry } from '@focal/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { MONTH_DAY_LINES, capMonthDays } from './month-days';

const NEW_YORK = 'America/New_York';
const entry = (id: string, startsAt: string, hours = 1): CalendarEntry =>
  ({
    id,
    source: 'appointment',
    title: `Entry ${id}`,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
    allDay: false,
  }) as CalendarEntry;

describe('a month day with more entries than its cell holds', () => {
  it('keeps a quiet day whole', () => {
    const day = Array.from({ length: MONTH_DAY_LINES }, (_, i) => entry(`q${i}`, `2026-12-08T1${i}:00:00Z`));
    expect(capMonthDays(day, NEW_YORK)).toEqual({ shown: day, more: [] });
  });

  it('keeps the first entries in the grid’s order and counts the rest, day by day in the studio’s zone', () => {
    const busy = [
      entry('late', '2026-12-08T22:00:00Z'),
      entry('long', '2026-12-08T14:00:00Z', 3),
      entry('short', '2026-12-08T14:00:00Z', 1),
      entry('first', '2026-12-08T13:00:00Z'),
      entry('b', '2026-12-08T20:00:00Z'),
      entry('c', '2026-12-08T21:00:00Z'),
    ];
    // 03:00 UTC on the 9th is still the 8th in New York: a seventh entry of the 8th.
    const evening = entry('evening', '2026-12-09T03:00:00Z');
    const otherDay = entry('other', '2026-12-09T15:00:00Z');
    const { shown, more } = capMonthDays([...busy, evening, otherDay], NEW_YORK);
    expect(shown.map((e) => e.id)).toEqual(['first', 'long', 'short', 'other']);
    expect(more).toEqual([{ day: '2026-12-08', hidden: 4 }]);
  });
});
