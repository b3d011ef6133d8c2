import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatCalendarDate, parseCalendarDate } from './calendar-date.ts';

const day = (text: string) => parseCalendarDate(text)!;
const plusMonths = (text: string, months: number) => formatCalendarDate(addMonths(day(text), months));
const plusDays = (text: string, days: number) => formatCalendarDate(addDays(day(text), days));

describe('calendar dates', () => {
  it('read only real dates written as YYYY-MM-DD', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const text of [
      '2027-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '0999-01-01',
      '',
      '２０２６-01-05',
    ]) {
      expect(parseCalendarDate(text), text).toBeNull();
    }
    expect(parseCalendarDate('2000-02-29')).not.toBeNull();
  });

  it('clamp a month to its last day rather than spill into the next', () => {
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(plusMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(plusMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(plusMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(plusMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(plusMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('count days across months, years and leap days', () => {
    expect(plusDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(plusDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(plusDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(plusDays('2026-01-01', 730)).toBe('2028-01-01');
  });

  it('refuse results outside four-digit years', () => {
    expect(() => addDays(day('9999-12-31'), 1)).toThrow(RangeError);
    expect(() => addMonths(day('1000-01-15'), -1)).toThrow(RangeError);
  });
});
