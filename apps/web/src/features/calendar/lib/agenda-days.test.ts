import type { CalendarEntry } from '@focal/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { weekOf, WEEK_START } from './month-grid';
import { agendaDays } from './agenda-days';

const entry = (id: string, startsAt: string, endsAt: string, allDay = false) =>
  ({ id, startsAt, endsAt, allDay }) as CalendarEntry;

describe("the agenda's days", () => {
  const zone = 'America/New_York';
  // Monday December 7 to Sunday December 13, 2026, in New York.
  const week = weekOf(new Date('2026-12-09T15:00:00Z'), WEEK_START, zone);

  it("puts each entry under the zone's days it covers, all-day first, and leaves empty days out", () => {
    const days = agendaDays(
      [
        entry('late', '2026-12-08T20:00:00Z', '2026-12-08T21:00:00Z'),
        entry('early', '2026-12-08T14:00:00Z', '2026-12-08T15:00:00Z'),
        // 10 PM to 1 AM in New York: Tuesday and Wednesday.
        entry('overnight', '2026-12-09T03:00:00Z', '2026-12-09T06:00:00Z'),
        entry('holiday', '2026-12-08T05:00:00Z', '2026-12-10T05:00:00Z', true),
        // Sunday 11 PM in New York is Monday in UTC: still this week's Sunday.
        entry('sunday', '2026-12-14T04:00:00Z', '2026-12-14T04:30:00Z'),
        // Next Monday: out of the week.
        entry('next', '2026-12-14T15:00:00Z', '2026-12-14T16:00:00Z'),
      ],
      week,
      zone,
    );
    expect(days.map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-12-08', ['holiday', 'early', 'late', 'overnight']],
      ['2026-12-09', ['holiday', 'overnight']],
      ['2026-12-13', ['sunday']],
    ]);
    expect(days[0]!.start).toBe('2026-12-08T05:00:00.000Z');
  });

  it('has seven days across a clock change, and none for an empty week', () => {
    // New York's clocks go forward on Sunday March 8, 2026: that week has a 23-hour day.
    const march = weekOf(new Date('2026-03-05T15:00:00Z'), WEEK_START, zone);
    const daily = Array.from({ length: 7 }, (_, i) => {
      const at = new Date(Date.parse(march.from) + i * 86_400_000 + 12 * 3_600_000).toISOString();
      return entry(`d${i}`, at, at);
    });
    expect(agendaDays(daily, march, zone).map((d) => d.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(agendaDays([], week, zone)).toEqual([]);
  });
});
