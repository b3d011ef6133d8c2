import { describe, expect, it } from 'vitest';
import { periodEnd } from './periods.ts';

describe('periodEnd', () => {
  it('adds a calendar month or year, on the last day of a shorter month', () => {
    const at = (iso: string) => new Date(iso);
    expect(periodEnd(at('2026-01-15T10:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(periodEnd(at('2026-01-31T10:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(at('2027-12-31T23:30:00Z'), 'MONTHLY').toISOString()).toBe('2028-01-31T23:30:00.000Z');
    expect(periodEnd(at('2028-02-29T08:00:00Z'), 'ANNUAL').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
});
