import type { Banners, BackgroundTaskState } from '@focal/contracts/background-tasks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollSchedule } from './poll-schedule';

const banners = (states: BackgroundTaskState[], millis = 2000): { banners: Banners } => ({
  banners: {
    refreshInterval: { millis },
    banners: states.map((state, index) => ({
      id: `task-${index}`,
      state,
      summary: { textHtml: 'Importing' },
      actions: {},
      tasksPopup: null,
    })),
  },
});

/** The delays between polls as the schedule keeps them: how long until `poll` is called. */
function waitsFor(poll: ReturnType<typeof vi.fn>, delay: number) {
  vi.advanceTimersByTime(delay - 1);
  expect(poll).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(poll).toHaveBeenCalledTimes(1);
  poll.mockClear();
}

describe('the background-task poll schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls after the server's delay plus 500 ms per successive poll while a task is in progress", () => {
    const poll = vi.fn();
    const schedule = createPollSchedule(poll);
    expect(schedule.settled(banners(['IN_PROGRESS', 'COMPLETED']))).toBe(2500);
    waitsFor(poll, 2500);
    expect(schedule.settled(banners(['IN_PROGRESS']))).toBe(3000);
    waitsFor(poll, 3000);
    expect(schedule.settled(banners(['IN_PROGRESS']))).toBe(3500);
    waitsFor(poll, 3500);
  });

  it('never waits more than 30000 ms', () => {
    const schedule = createPollSchedule(vi.fn());
    const delays = Array.from({ length: 70 }, () => schedule.settled(banners(['IN_PROGRESS'], 2000)));
    expect(delays[55]).toBe(30_000);
    expect(Math.max(...(delays as number[]))).toBe(30_000);
    expect(schedule.settled(banners(['IN_PROGRESS'], 60_000))).toBe(30_000);
  });

  it('stops when nothing is in progress, and starts again from the first delay on the next trigger', () => {
    const poll = vi.fn();
    const schedule = createPollSchedule(poll);
    schedule.settled(banners(['IN_PROGRESS']));
    schedule.settled(banners(['IN_PROGRESS']));
    expect(schedule.settled(banners(['COMPLETED', 'COMPLETED_WITH_ERRORS']))).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    expect(schedule.settled(banners([]))).toBeNull();

    // A refresh trigger loaded them again and a task is running: back to the server's delay + 500.
    expect(schedule.settled(banners(['IN_PROGRESS']))).toBe(2500);
  });

  it('retries a failed load with the same backoff, from 5000 ms when the server never said', () => {
    const poll = vi.fn();
    const schedule = createPollSchedule(poll);
    expect(schedule.settled({ failed: true })).toBe(5500);
    waitsFor(poll, 5500);
    expect(schedule.settled({ failed: true })).toBe(6000);
    waitsFor(poll, 6000);
    // Once the server has given its delay, failures back off from it.
    expect(schedule.settled(banners(['IN_PROGRESS'], 1000))).toBe(2500);
    expect(schedule.settled({ failed: true })).toBe(3000);
  });

  it('keeps one poll pending at a time, and none once stopped', () => {
    const poll = vi.fn();
    const schedule = createPollSchedule(poll);
    schedule.settled(banners(['IN_PROGRESS']));
    // An answer someone else asked for (an invalidation) replaces the pending poll.
    schedule.settled(banners(['IN_PROGRESS']));
    vi.advanceTimersByTime(3000);
    expect(poll).toHaveBeenCalledTimes(1);
    schedule.settled(banners(['IN_PROGRESS']));
    schedule.stop();
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
