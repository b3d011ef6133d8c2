import { allocateByLargestRemainder } from './allocation.ts';
import { roundHalfAwayFromZero } from './rounding.ts';

/** A tax as the arithmetic needs it: its rate in millionths, and whether it compounds. */
interface Rate {
  rate: bigint;
  compound: boolean;
}
/** One tax of one line: the amount it applied on, and the tax, in minor units. */
export interface TaxPart {
  taxable: bigint;
  tax: bigint;
}

const MILLION = 1_000_000n;

/**
 * Prices without tax: each tax on the net (a compound one on the net plus the non-compound taxes
 * before it, as the invoice shows them), each rounded once.
 */
export function taxesOnNet(net: bigint, rates: readonly Rate[]): TaxPart[] {
  let nonCompoundBefore = 0n;
  return rates.map(({ rate, compound }) => {
    const taxable = compound ? net + nonCompoundBefore : net;
    const tax = roundHalfAwayFromZero(taxable * rate, MILLION);
    if (!compound) nonCompoundBefore += tax;
    return { taxable, tax };
  });
}

/**
 * Prices with tax: the gross is what the customer pays, so the tax inside it is rounded once as a
 * whole and split between the rates by largest remainder; the net is the gross less that tax, so
 * net + taxes = gross exactly and the net never goes below zero. With one rate this is the usual
 * gross × rate / (1 + rate), rounded.
 */
export function taxesInGross(gross: bigint, rates: readonly Rate[]): TaxPart[] {
  // Each tax's exact share of the gross, over a common denominator in millionths squared: a plain
  // rate is r, a compound one r × (1 + the plain rates before it).
  let nonCompoundRatesBefore = 0n;
  const weights = rates.map(({ rate, compound }) => {
    const weight = compound ? (MILLION + nonCompoundRatesBefore) * rate : MILLION * rate;
    if (!compound) nonCompoundRatesBefore += rate;
    return weight;
  });
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  const totalTax = roundHalfAwayFromZero(gross * weightSum, MILLION * MILLION + weightSum);
  const taxes = allocateByLargestRemainder(totalTax, weights);
  const net = gross - totalTax;
  let nonCompoundBefore = 0n;
  return rates.map(({ compound }, index) => {
    const tax = taxes[index] ?? 0n;
    const taxable = compound ? net + nonCompoundBefore : net;
    if (!compound) nonCompoundBefore += tax;
    return { taxable, tax };
  });
}
