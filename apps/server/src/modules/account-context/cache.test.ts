import { describe, expect, it, vi } from 'vitest';
import { ContextCache } from './cache.ts';

type Loaded = Parameters<ContextCache['get']>[2];
const context = (name: string) => ({ company: { name } }) as unknown as Awaited<ReturnType<Loaded>>;

describe('the bootstrap context cache', () => {
  it('loads once per user and company until invalidated', async () => {
    const cache = new ContextCache();
    const load = vi.fn(async () => context('North Light'));
    await cache.get('u1', 'c1', load);
    await cache.get('u1', 'c1', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('u1', 'c2', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.invalidate();
    await cache.get('u1', 'c1', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that a change overtook while it was loading', async () => {
    const cache = new ContextCache();
    const stale = await cache.get('u1', 'c1', async () => {
      cache.invalidate(); // a change is notified while the query runs
      return context('Old name');
    });
    expect(stale).toEqual(context('Old name'));
    const fresh = await cache.get('u1', 'c1', async () => context('New name'));
    expect(fresh).toEqual(context('New name'));
  });

  it('keeps nothing for a user who does not belong to the company', async () => {
    const cache = new ContextCache();
    const load = vi.fn(async () => undefined);
    await cache.get('u1', 'c1', load);
    await cache.get('u1', 'c1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
