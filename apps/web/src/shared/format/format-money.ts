import { currencyMinorDigits } from '@focal/contracts/money/currencies';
import { decimalToInteger } from './decimal-text';

/** Amounts print through the contracts' one formatter (the server's PDFs use it too). */
export { formatMoney, minorToDecimal } from '@focal/contracts/money/format';

/**
 * How many minor units a currency's major unit has, as a power of ten (USD 2, JPY 0, BHD 3), after
 * ISO 4217 as amounts are kept, not Intl's display digits (IQD 0 where ISO has 3, HUF 0 where it has 2).
 */
export const minorDigits = (currency: string) => currencyMinorDigits(currency.toUpperCase());

/**
 * A typed decimal amount ("19.99", "19,99", "20") in minor units, read as text so no binary
 * fraction creeps in; null when it is not an amount of 0 or more with at most the currency's digits.
 */
export const decimalToMinor = (text: string, currency: string): number | null =>
  decimalToInteger(text, minorDigits(currency));

/**
 * A money field's amount (a number with at most the currency's digits, as the numeric input hands
 * it) in minor units; rounding only drops the float's dust (19.99 × 100 = 1998.9999…).
 */
export const amountToMinor = (amount: number, currency: string) =>
  Math.round(amount * 10 ** minorDigits(currency));

/** Minor units as the number a money field edits (250000 USD → 2500). */
export const minorToAmount = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);
