import { describe, expect, it } from 'vitest';
import { fromWall, switchAllDay, toWall } from './wall-time';

const ZONE = 'America/New_York';

describe('the appointment form’s wall times', () => {
  it('shows an instant as the zone’s wall time, and reads it back', () => {
    expect(toWall('2026-06-02T13:30:00.000Z', ZONE, false)).toBe('2026-06-02T09:30');
    expect(toWall('2026-06-02T04:00:00.000Z', ZONE, true)).toBe('2026-06-02');
    expect(fromWall('2026-06-02T09:30', ZONE, false)).toBe('2026-06-02T13:30:00Z');
    // Winter: five hours behind UTC.
    expect(fromWall('2026-01-15T09:30', ZONE, false)).toBe('2026-01-15T14:30:00Z');
  });

  it('takes an all-day span as midnights, the end the day after the last day', () => {
    expect(fromWall('2026-06-02', ZONE, true)).toBe('2026-06-02T04:00:00Z');
    expect(fromWall('2026-06-03', ZONE, true, true)).toBe('2026-06-04T04:00:00Z');
  });

  it('refuses what is not a wall time or does not exist', () => {
    expect(fromWall('', ZONE, false)).toBeNull();
    expect(fromWall('2026-06-02', ZONE, false)).toBeNull();
    expect(fromWall('2026-02-30', ZONE, true)).toBeNull();
    expect(fromWall('2026-06-02T25:00', ZONE, false)).toBeNull();
  });

  it('switches between timed and all day', () => {
    expect(switchAllDay('2026-06-02T04:00:00.000Z', '2026-06-04T04:00:00.000Z', ZONE, true)).toEqual({
      starts: '2026-06-02',
      ends: '2026-06-03',
    });
    expect(switchAllDay('2026-06-02T04:00:00.000Z', '2026-06-04T04:00:00.000Z', ZONE, false)).toEqual({
      starts: '2026-06-02T09:00',
      ends: '2026-06-02T10:00',
    });
  });
});
