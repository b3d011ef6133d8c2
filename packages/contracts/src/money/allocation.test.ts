import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder } from './allocation.ts';

describe('allocation by largest remainder', () => {
  it('gives the units left over to the largest remainders', () => {
    // 100.00 off three lines of 100, 200 and 300: 16.666…, 33.333…, 50 → the first takes the cent.
    expect(allocateByLargestRemainder(10_000n, [10_000n, 20_000n, 30_000n])).toEqual([1667n, 3333n, 5000n]);
    expect(allocateByLargestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateByLargestRemainder(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
  });

  it('gives nothing to a zero weight and allows zero over zero weights', () => {
    expect(allocateByLargestRemainder(7n, [0n, 3n, 0n])).toEqual([0n, 7n, 0n]);
    expect(allocateByLargestRemainder(0n, [0n, 0n])).toEqual([0n, 0n]);
    expect(allocateByLargestRemainder(0n, [])).toEqual([]);
  });

  it('refuses what cannot be allocated', () => {
    expect(() => allocateByLargestRemainder(1n, [0n, 0n])).toThrow(/all zero/);
    expect(() => allocateByLargestRemainder(1n, [])).toThrow(/all zero/);
    expect(() => allocateByLargestRemainder(-1n, [1n])).toThrow(/zero or more/);
    expect(() => allocateByLargestRemainder(1n, [2n, -1n])).toThrow(/negative/);
  });

  it('sums exactly, each part within one unit of its exact share', () => {
    const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), weights, (total, ws) => {
        const weightSum = ws.reduce((sum, w) => sum + w, 0n);
        fc.pre(weightSum > 0n);
        const parts = allocateByLargestRemainder(total, ws);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
        parts.forEach((part, index) => {
          const exactTimesSum = total * ws[index]!;
          // floor(exact share) ≤ part ≤ floor(exact share) + 1
          expect(part >= exactTimesSum / weightSum).toBe(true);
          expect(part <= exactTimesSum / weightSum + 1n).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
