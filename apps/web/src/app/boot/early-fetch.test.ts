import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleData } from './early-fetch';

afterEach(() => vi.useRealTimers());

describe('loadLocaleData', () => {
  it('runs its steps in tasks of their own, one after another, none in the caller’s task', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    loadLocaleData([() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('its own steps load the locale data without writing anything or throwing', () => {
    vi.useFakeTimers();
    loadLocaleData();
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
