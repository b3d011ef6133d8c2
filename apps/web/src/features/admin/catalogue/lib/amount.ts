import { minorDigits } from '../../../../shared/format/format-money';

/**
 * A money field's amount (a number with at most the currency's digits, as the numeric input hands
 * it) in minor units; rounding only drops the float's dust (19.99 × 100 = 1998.9999…).
 */
export const amountToMinor = (amount: number, currency: string) =>
  Math.round(amount * 10 ** minorDigits(currency));

export const minorToAmount = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);
