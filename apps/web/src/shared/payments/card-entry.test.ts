import { describe, expect, it } from 'vitest';
import { isExpired, parseExpiry, spacedNumber } from './card-entry';

describe('a typed card', () => {
  it('spaces the number in fours, digits only, 19 at most', () => {
    expect(spacedNumber('4242-4242 4242424a2')).toBe('4242 4242 4242 4242');
    expect(spacedNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('reads the expiry as either form types it, and nothing that is not a month', () => {
    expect(parseExpiry('07/27')).toEqual({ expMonth: 7, expYear: 2027 });
    expect(parseExpiry('07 / 2027')).toEqual({ expMonth: 7, expYear: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0727')).toBeNull();
  });

  it('takes a card until the end of its month', () => {
    const june = new Date(2026, 5, 30);
    expect(isExpired({ expMonth: 6, expYear: 2026 }, june)).toBe(false);
    expect(isExpired({ expMonth: 5, expYear: 2026 }, june)).toBe(true);
  });
});
