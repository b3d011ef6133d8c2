import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarFirstRequest } from './first-request';

const NOW = new Date('2026-12-09T15:00:00Z');

afterEach(() => vi.unstubAllGlobals());

const screenOf = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query === '(max-width: 640px)' }));

describe('the calendar’s first request, which index.html’s early script sends', () => {
  it('on a wide screen: the six weeks of the month’s grid, Monday first, midnight in the company’s zone', () => {
    screenOf(false);
    expect(calendarFirstRequest('America/New_York', NOW)).toBe(
      '/api/user/calendar?from=2026-11-30T05%3A00%3A00.000Z&to=2027-01-11T05%3A00%3A00.000Z',
    );
  });

  it('on a narrow screen: this week’s agenda', () => {
    screenOf(true);
    expect(calendarFirstRequest('America/New_York', NOW)).toBe(
      '/api/user/calendar?from=2026-12-07T05%3A00%3A00.000Z&to=2026-12-14T05%3A00%3A00.000Z',
    );
  });
});
