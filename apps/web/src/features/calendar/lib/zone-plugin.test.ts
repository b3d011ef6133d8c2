import { describe, expect, it } from 'vitest';
import { KeptZone } from './zone-plugin';

const NEW_YORK = 'America/New_York';

describe('the grid’s named time zone', () => {
  it('gives the zone’s offset at a wall time, winter and summer, on both sides of the clocks going forward', () => {
    const zone = new KeptZone(NEW_YORK);
    expect(zone.offsetForArray([2026, 0, 15, 9, 0, 0, 0])).toBe(-300);
    expect(zone.offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(-240);
    expect(zone.offsetForArray([2026, 2, 8, 1, 30, 0, 0])).toBe(-300);
    expect(zone.offsetForArray([2026, 2, 8, 3, 30, 0, 0])).toBe(-240);
    // 02:30 that day never happens (the clocks skip it): the offset after the change, and the fall back.
    expect(zone.offsetForArray([2026, 2, 8, 2, 30, 0, 0])).toBe(-240);
    expect(zone.offsetForArray([2026, 10, 1, 0, 30, 0, 0])).toBe(-240);
    expect(zone.offsetForArray([2026, 10, 1, 3, 0, 0, 0])).toBe(-300);
    // Asked again, the same answer (now kept).
    expect(zone.offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(-240);
  });

  it('gives an instant’s wall time in the zone, and keeps its own copy whatever the caller does with it', () => {
    const zone = new KeptZone(NEW_YORK);
    const ms = Date.parse('2026-12-04T18:30:00Z');
    const wall = zone.timestampToArray(ms);
    expect(wall).toEqual([2026, 11, 4, 13, 30, 0, 0]);
    expect(zone.timestampToArray(ms + 1_234)).toEqual([2026, 11, 4, 13, 30, 1, 234]);
    wall[3] = 99;
    expect(zone.timestampToArray(ms)).toEqual([2026, 11, 4, 13, 30, 0, 0]);
  });

  it('keeps each zone’s answers apart', () => {
    expect(new KeptZone('Europe/London').offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(60);
    expect(new KeptZone('Asia/Tokyo').offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(540);
  });
});
