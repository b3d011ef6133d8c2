import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './storage';

describe('storage helper', () => {
  let clock = 1_000;
  const store = createStorage(
    () => window.localStorage,
    'test.',
    () => clock,
  );

  beforeEach(() => {
    window.localStorage.clear();
    clock = 1_000;
  });

  it('keeps a value without expiry', () => {
    store.set('plain', { a: 1 });
    clock += 10 * 365 * 24 * 3600 * 1000;
    expect(store.get('plain')).toEqual({ a: 1 });
  });

  it('returns a value until its expiry, then null, and removes it', () => {
    store.set('promo', 'SUMMER', { ttlMs: 3 * 24 * 3600 * 1000 });
    clock += 3 * 24 * 3600 * 1000 - 1;
    expect(store.get('promo')).toBe('SUMMER');
    clock += 1;
    expect(store.get('promo')).toBeNull();
    expect(window.localStorage.getItem('test.promo')).toBeNull();
  });

  it('treats unreadable values as absent', () => {
    window.localStorage.setItem('test.broken', '{not json');
    expect(store.get('broken')).toBeNull();
  });

  it('removes values', () => {
    store.set('x', 1);
    store.remove('x');
    expect(store.get('x')).toBeNull();
  });
});
