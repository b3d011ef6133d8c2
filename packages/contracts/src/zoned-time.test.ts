import { describe, expect, it } from 'vitest';
import { isMidnightIn, isoToZoned, nextDay, wallClockIn, zonedToIso } from './zoned-time.ts';

describe('zoned time', () => {
  it('turns a wall-clock time in a zone into its UTC instant and back', () => {
    expect(zonedToIso('2026-06-06', '10:00', 'Europe/Berlin')).toBe('2026-06-06T08:00:00.000Z');
    expect(zonedToIso('2026-01-06', '10:00', 'America/New_York')).toBe('2026-01-06T15:00:00.000Z');
    expect(isoToZoned('2026-06-06T08:00:00.000Z', 'Europe/Berlin')).toEqual({
      day: '2026-06-06',
      time: '10:00',
    });
    expect(isoToZoned('2026-01-01T03:30:00.000Z', 'America/New_York')).toEqual({
      day: '2025-12-31',
      time: '22:30',
    });
  });

  it('settles the offset on the days the clocks change', () => {
    // London moves from GMT to BST at 01:00 UTC on 29 March 2026.
    expect(zonedToIso('2026-03-29', '00:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedToIso('2026-03-29', '03:00', 'Europe/London')).toBe('2026-03-29T02:00:00.000Z');
    expect(zonedToIso('2026-10-25', '12:00', 'Europe/London')).toBe('2026-10-25T12:00:00.000Z');
  });

  it('reads the wall clock at midnight as hour 0', () => {
    expect(wallClockIn(new Date('2026-06-05T22:00:00Z'), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 6,
      day: 6,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(isMidnightIn(new Date('2026-06-05T22:00:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isMidnightIn(new Date('2026-06-06T00:00:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isMidnightIn(new Date('2026-06-05T22:00:00.001Z'), 'Europe/Berlin')).toBe(false);
  });

  it('gives the next day across a month and a year', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
