import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_CODE_TTL_MS, pendingPromoCode, savePromoCode } from './promo-codes';
import { usePendingPromoCode } from './use-pending-promo-code';

describe('promo codes', () => {
  afterEach(() => vi.useRealTimers());

  it('are stored under the spec keys with a 3-day expiry', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    savePromoCode('ambassador', 'AMB-1');
    savePromoCode('coupon', 'SAVE10');
    expect(JSON.parse(window.localStorage.getItem('focal.ambassadorPromoCode')!)).toEqual({
      v: 'AMB-1',
      exp: Date.UTC(2026, 0, 1) + PROMO_CODE_TTL_MS,
    });
    expect(JSON.parse(window.localStorage.getItem('focal.openPlansWithPromoCode')!).v).toBe('SAVE10');
    expect(PROMO_CODE_TTL_MS).toBe(3 * 24 * 3600 * 1000);
  });

  it('offer the coupon first, then the ambassador code, until they expire', () => {
    vi.useFakeTimers({ now: 0 });
    savePromoCode('ambassador', 'AMB-1');
    vi.setSystemTime(1000);
    savePromoCode('coupon', 'SAVE10');
    expect(pendingPromoCode()).toEqual({ kind: 'coupon', code: 'SAVE10' });
    vi.setSystemTime(PROMO_CODE_TTL_MS);
    expect(pendingPromoCode()).toEqual({ kind: 'coupon', code: 'SAVE10' });
    vi.setSystemTime(PROMO_CODE_TTL_MS + 1000);
    expect(pendingPromoCode()).toBeNull();
  });

  it('usePendingPromoCode follows saves and clears, and clear() forgets the code it returned', () => {
    const { result } = renderHook(() => usePendingPromoCode());
    expect(result.current.promo).toBeNull();
    act(() => savePromoCode('ambassador', 'AMB-1'));
    expect(result.current.promo).toEqual({ kind: 'ambassador', code: 'AMB-1' });
    act(() => savePromoCode('coupon', 'SAVE10'));
    expect(result.current.promo).toEqual({ kind: 'coupon', code: 'SAVE10' });
    act(() => result.current.clear());
    expect(result.current.promo).toEqual({ kind: 'ambassador', code: 'AMB-1' });
  });

  it('usePendingPromoCode hears a code saved in another tab', () => {
    const { result } = renderHook(() => usePendingPromoCode());
    const key = 'focal.openPlansWithPromoCode';
    const value = JSON.stringify({ v: 'OTHER-TAB', exp: Date.now() + 60_000 });
    act(() => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
    expect(result.current.promo).toEqual({ kind: 'coupon', code: 'OTHER-TAB' });
  });
});
