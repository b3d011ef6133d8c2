import { computeDocument } from '@focal/contracts/money/document';
import { decimalToInteger, integerToDecimal } from '../format/decimal-text';
import { decimalToMinor, minorToDecimal } from '../format/format-money';

// Amounts, quantities and percentages are typed as text and read digit by digit into integers
// (minor units, thousandths, basis points), never through a float.

export const moneyText = (minor: number, currency: string) => minorToDecimal(minor, currency);
export const readMoney = (text: string, currency: string) => decimalToMinor(text, currency);

/** A quantity in thousandths (1500 → "1.5"). */
export const quantityText = (thousandths: number) => integerToDecimal(thousandths, 3);
export const readQuantity = (text: string) => decimalToInteger(text, 3);

/** A package's item as a line of text: "2 × Album" for two, "Album" for one. */
export const itemText = (item: { name: string; quantityThousandths: number }) =>
  item.quantityThousandths === 1000 ? item.name : `${quantityText(item.quantityThousandths)} × ${item.name}`;

/** A percentage in basis points (1250 → "12.5"). */
export const percentText = (basisPoints: number) => integerToDecimal(basisPoints, 2);
export const readPercent = (text: string) => decimalToInteger(text, 2);

/** A tax rate in millionths as a person reads it (88750 → "8.875%"). */
export const rateText = (rateMillionths: number) => `${integerToDecimal(rateMillionths, 4)}%`;

/** A whole number typed (add-on quantities, picks, days); null when it is not one. */
export function readWhole(text: string): number | null {
  const value = decimalToInteger(text, 0);
  return value === null ? null : value;
}

type Priced = {
  content: Pick<Parameters<typeof computeDocument>[0], 'lines' | 'discount'>;
  currency: string;
  pricesIncludeTax: boolean;
};

/** Each line's amount after its own discount, as the money module computes it; none where it refuses. */
export function lineAmounts({ content, currency, pricesIncludeTax }: Priced): number[] {
  try {
    return computeDocument({
      currency,
      pricesIncludeTax,
      lines: content.lines,
      discount: content.discount,
    }).lines.map((line) => line.amountMinor - line.lineDiscountMinor);
  } catch {
    return [];
  }
}
