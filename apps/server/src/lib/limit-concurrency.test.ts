import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency.ts';

describe('limitConcurrency', () => {
  it('runs at most `max` tasks at once, in order of arrival, through failures too', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      if (i === 1) throw new Error('task 1 fails');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await run(async () => 'after')).toBe('after');
  });
});
