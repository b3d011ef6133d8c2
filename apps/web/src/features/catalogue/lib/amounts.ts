import { computeDocument } from '@focal/contracts/money/document';
import { decimalToInteger, integerToDecimal } from '../../../shared/format/decimal-text';
import { decimalToMinor, minorToDecimal } from '../../../shared/format/format-money';

// Prices and quantities are typed as text and read digit by digit into integers (minor units,
// thousandths), never through a float: "19.99" is 1999 cents, "1.5" hours 1500 thousandths.

/** A price as the input shows it ("19.99" for 1999 USD, "1999" for 1999 JPY). */
export const priceText = (minor: number, currency: string) => minorToDecimal(minor, currency);

/** A typed price in minor units; null when it is not an amount of 0 or more with the currency's digits. */
export const parsePrice = (text: string, currency: string) => decimalToMinor(text, currency);

/** An example amount in the currency's digits, for hints and messages ("19.99", "1999", "1.999"). */
export const priceExample = (currency: string) => minorToDecimal(1999, currency);

const QUANTITY_DIGITS = 3;

/** A quantity in thousandths as typed text (1500 → "1.5"). */
export const quantityText = (thousandths: number) => integerToDecimal(thousandths, QUANTITY_DIGITS);

/** A typed quantity in thousandths; null unless above zero, with at most 3 decimals, and at most `max`. */
export function parseQuantity(text: string, max: number): number | null {
  const value = decimalToInteger(text, QUANTITY_DIGITS);
  return value !== null && value >= 1 && value <= max ? value : null;
}

/**
 * What the items cost one by one now (each quantity × unit price rounded once, then summed), by
 * the money module that totals quotes and invoices; null when it is beyond a safe integer.
 */
export function itemsTotal(
  items: readonly { quantityThousandths: number; unitPriceMinor: number }[],
  currency: string,
): number | null {
  try {
    const lines = items.map(({ quantityThousandths, unitPriceMinor }) => ({
      quantityThousandths,
      unitPriceMinor,
    }));
    return computeDocument({ currency, pricesIncludeTax: false, lines }).subtotalMinor;
  } catch {
    return null;
  }
}
