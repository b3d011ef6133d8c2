import { describe, expect, it } from 'vitest';
import { cardChargeOf } from './payment-settings.ts';

describe('the parts of a card charge', () => {
  it('adds nothing without a surcharge or a tip', () => {
    expect(cardChargeOf({ amountMinor: 12_345, surchargeBasisPoints: 0 })).toEqual({
      amountMinor: 12_345,
      surchargeMinor: 0,
      tipMinor: 0,
      totalMinor: 12_345,
    });
  });

  it('takes the surcharge of the amount alone and adds the tip', () => {
    // 2.5 % of 100.00 is 2.50; the 10.00 tip bears no surcharge.
    expect(cardChargeOf({ amountMinor: 10_000, surchargeBasisPoints: 250, tipMinor: 1000 })).toEqual({
      amountMinor: 10_000,
      surchargeMinor: 250,
      tipMinor: 1000,
      totalMinor: 11_250,
    });
  });

  it.each([
    // 2.5 % of 0.10 = 0.25 cents: down.
    [10, 250, 0],
    // 2.5 % of 0.20 = 0.5 cents: exactly half, up.
    [20, 250, 1],
    // 2.9 % of 123.45 = 357.005 cents: up.
    [12_345, 290, 358],
    // 1.75 % of 99.99 = 174.9825 cents.
    [9999, 175, 175],
    // 10 % of 0.05 = 0.5 cents.
    [5, 1000, 1],
    [0, 1000, 0],
  ])('rounds the surcharge of %i at %i basis points half up to %i', (amountMinor, bp, surcharge) => {
    expect(cardChargeOf({ amountMinor, surchargeBasisPoints: bp }).surchargeMinor).toBe(surcharge);
  });
});
