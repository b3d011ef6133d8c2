import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './rounding.ts';

describe('the one rounding of money', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [7n, 3n, 2n],
    [-7n, 3n, -2n],
    [8n, 3n, 3n],
    [0n, 7n, 0n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    // 8.875% of 1.00 (tax on a one-dollar print): 8.875 cents.
    [100n * 88_750n, 1_000_000n, 9n],
    // 1.5 × BHD 12.345 = 18.5175 dinars: 18517.5 fils, exactly half, away from zero.
    [1500n * 12_345n, 1000n, 18_518n],
  ])('%i / %i rounds to %i, half away from zero', (numerator, denominator, expected) => {
    expect(roundHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero denominator', () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is the nearest integer, symmetric about zero, and exact on whole numbers', () => {
    const big = fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n });
    const denominator = fc.bigInt({ min: 1n, max: 2n ** 40n });
    fc.assert(
      fc.property(big, denominator, (numerator, d) => {
        const rounded = roundHalfAwayFromZero(numerator, d);
        const distance = numerator - rounded * d;
        expect(2n * (distance < 0n ? -distance : distance) <= d).toBe(true);
        expect(roundHalfAwayFromZero(-numerator, d)).toBe(-rounded);
        expect(roundHalfAwayFromZero(numerator, -d)).toBe(-rounded);
        expect(roundHalfAwayFromZero(numerator * d, d)).toBe(numerator);
      }),
      { numRuns: 300 },
    );
  });
});
