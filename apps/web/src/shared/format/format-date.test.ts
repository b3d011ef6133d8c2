import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDay,
  formatDateInZone,
  formatDateTimeInZone,
  formatDayHeading,
  formatMonthTitle,
  formatSpan,
  formatTime,
  formatTimeRange,
  formatWallTime,
} from './format-date';

afterEach(() => vi.restoreAllMocks());
// Intl separates some parts with thin or narrow no-break spaces: compare with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('dates in the company’s time zone', () => {
  it('writes a date, or a date and time, in the zone; UTC for an unknown zone; an unreadable date as it came', () => {
    const iso = '2026-06-02T23:30:00.000Z';
    expect(formatDateInZone(iso, 'Europe/Berlin')).toBe('Jun 3, 2026');
    expect(formatDateInZone(iso, 'America/New_York', 'long')).toBe('June 2, 2026');
    expect(plain(formatDateTimeInZone(iso, 'Europe/Berlin'))).toBe('Jun 3, 2026, 1:30 AM');
    expect(plain(formatDateTimeInZone(iso, 'Not/AZone'))).toBe('Jun 2, 2026, 11:30 PM');
    expect(formatDateInZone('soon', 'UTC')).toBe('soon');
    expect(formatDayHeading(iso, 'Europe/Berlin')).toBe('Wednesday, June 3');
  });

  it('builds one formatter per zone and style, not one per date (a table formats one a row)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 10; day < 20; day += 1) {
      formatDateTimeInZone(`2026-07-${day}T09:00:00Z`, 'Asia/Tokyo');
      formatDateInZone(`2026-07-${day}T09:00:00Z`, 'Asia/Tokyo');
      formatTimeRange(`2026-07-${day}T09:00:00Z`, `2026-07-${day}T10:00:00Z`, 'Asia/Tokyo');
    }
    // date, date-time, time, and the day key that tells one day from two.
    expect(built.mock.calls.length).toBeLessThanOrEqual(4);
  });
});

describe('a calendar day', () => {
  it('is the same day wherever the reader is: a due day is not an instant', () => {
    expect(formatCalendarDay('2026-07-01')).toBe('Jul 1, 2026');
    expect(formatCalendarDay('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('a month as a title', () => {
  it("names the zone's month: the last evening of July in New York is already August in Tokyo", () => {
    const instant = new Date('2026-07-31T23:30:00Z');
    expect(formatMonthTitle(instant, 'America/New_York', 'en-US')).toBe('July 2026');
    expect(formatMonthTitle(instant, 'Asia/Tokyo', 'en-US')).toBe('August 2026');
    expect(formatMonthTitle(instant, 'Europe/Berlin', 'de-DE')).toBe('August 2026');
    expect(formatMonthTitle(new Date('2026-12-01T00:00:00Z'), 'UTC', 'de-DE')).toBe('Dezember 2026');
  });
});

describe('times and spans, 12- or 24-hour as the locale writes them', () => {
  const london = 'Europe/London';
  it('writes a time with the locale’s clock', () => {
    expect(plain(formatTime('2026-07-10T16:00:00Z', london, 'en-US'))).toBe('5:00 PM');
    expect(formatTime('2026-07-10T16:00:00Z', london, 'en-GB')).toBe('17:00');
    // FullCalendar's marker: the wall time in UTC fields, whatever the zone.
    expect(plain(formatWallTime(new Date('2026-07-10T08:00:00Z'), 'en-US'))).toBe('8:00 AM');
    expect(formatWallTime(new Date('2026-07-10T08:00:00Z'), 'en-GB')).toBe('08:00');
  });

  it('writes a span across noon once, with the meridiem where the locale has one', () => {
    const [from, to] = ['2026-07-10T09:00:00Z', '2026-07-10T12:00:00Z'];
    expect(plain(formatTimeRange(from, to, london, 'en-US'))).toBe('10:00 AM – 1:00 PM');
    expect(plain(formatTimeRange(from, to, london, 'en-GB'))).toBe('10:00–13:00');
    expect(plain(formatSpan(from, to, london, false, 'en-US'))).toBe('Fri, Jul 10, 10:00 AM – 1:00 PM');
  });

  it('names both days of a span across midnight in the zone', () => {
    const [from, to] = ['2026-07-10T22:00:00Z', '2026-07-11T01:00:00Z'];
    expect(plain(formatTimeRange(from, to, london, 'en-US'))).toBe(
      'Fri, Jul 10, 11:00 PM – Sat, Jul 11, 2:00 AM',
    );
    expect(plain(formatTimeRange(from, to, london, 'en-GB'))).toBe('Fri 10 Jul, 23:00 – Sat 11 Jul, 02:00');
    // The same instants are one day in New York.
    expect(plain(formatTimeRange(from, to, 'America/New_York', 'en-US'))).toBe('6:00 – 9:00 PM');
  });

  it('writes an all-day entry as the days it covers (its end the next midnight, exclusive)', () => {
    expect(formatSpan('2026-07-09T23:00:00Z', '2026-07-10T23:00:00Z', london, true, 'en-US')).toBe(
      'Fri, Jul 10',
    );
    expect(plain(formatSpan('2026-07-09T23:00:00Z', '2026-07-12T23:00:00Z', london, true, 'en-US'))).toBe(
      'Fri, Jul 10 – Sun, Jul 12',
    );
  });
});
