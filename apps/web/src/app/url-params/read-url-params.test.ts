import { describe, expect, it } from 'vitest';
import { readUrlParams } from './read-url-params';

describe('readUrlParams', () => {
  it('asks nothing of an address without the handled parameters', () => {
    expect(readUrlParams('')).toBeNull();
    expect(readUrlParams('?tab=2&q=toaster')).toBeNull();
  });

  it('finds the payment toast and strips the parameter, keeping the others in order', () => {
    expect(readUrlParams('?a=1&toaster=subscription_payment_success&b=2')).toEqual({
      search: '?a=1&b=2',
      toast: 'subscription_payment_success',
      promoCodes: [],
    });
  });

  it('leaves a toaster value it does not know in the address', () => {
    expect(readUrlParams('?toaster=hello')).toBeNull();
    expect(readUrlParams('?toaster=hello&fpr=A')).toEqual({
      search: '?toaster=hello',
      toast: null,
      promoCodes: [{ kind: 'ambassador', code: 'A' }],
    });
  });

  it('leaves the toaster for later when toasts are not wanted yet', () => {
    expect(readUrlParams('?toaster=subscription_payment_success', { toasts: false })).toBeNull();
    expect(readUrlParams('?toaster=subscription_payment_success&coupon=C', { toasts: false })).toEqual({
      search: '?toaster=subscription_payment_success',
      toast: null,
      promoCodes: [{ kind: 'coupon', code: 'C' }],
    });
  });

  it('finds both promo codes, trimmed, and drops empty ones', () => {
    expect(readUrlParams('?fpr=%20AMB-1%20&coupon=SAVE10&x=y')).toEqual({
      search: '?x=y',
      toast: null,
      promoCodes: [
        { kind: 'ambassador', code: 'AMB-1' },
        { kind: 'coupon', code: 'SAVE10' },
      ],
    });
    expect(readUrlParams('?coupon=')).toEqual({ search: '', toast: null, promoCodes: [] });
  });
});
