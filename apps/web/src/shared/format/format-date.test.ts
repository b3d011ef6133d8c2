import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateInZone, formatDateTimeInZone } from './format-date';

afterEach(() => vi.restoreAllMocks());

describe('dates in the company’s time zone', () => {
  it('writes a date, or a date and time, in the zone; UTC for an unknown zone; an unreadable date as it came', () => {
    const iso = '2026-06-02T23:30:00.000Z';
    expect(formatDateInZone(iso, 'Europe/Berlin')).toBe('Jun 3, 2026');
    expect(formatDateInZone(iso, 'America/New_York', 'long')).toBe('June 2, 2026');
    expect(formatDateTimeInZone(iso, 'Europe/Berlin')).toMatch(/^Jun 3, 2026, 1:30\sAM$/);
    expect(formatDateTimeInZone(iso, 'Not/AZone')).toMatch(/^Jun 2, 2026, 11:30\sPM$/);
    expect(formatDateInZone('soon', 'UTC')).toBe('soon');
  });

  it('builds one formatter per zone and style, not one per date (a table formats one a row)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 10; day < 20; day += 1) {
      formatDateTimeInZone(`2026-07-${day}T09:00:00Z`, 'Asia/Tokyo');
      formatDateInZone(`2026-07-${day}T09:00:00Z`, 'Asia/Tokyo');
    }
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
