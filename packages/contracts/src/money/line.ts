import { checkedInteger, MoneyInputError } from './money-input-error.ts';
import { roundHalfAwayFromZero } from './rounding.ts';

/** A discount: an amount in minor units, or a percentage in basis points (1000 = 10%). */
export type DiscountInput =
  { kind: 'amount'; amountMinor: number } | { kind: 'percent'; basisPoints: number };

/**
 * A tax as the line carries it (a snapshot of the company's rate, so an issued document keeps its
 * figures). The rate is in millionths (200000 = 20%): basis points cannot say New York's 8.875%.
 * A compound tax applies on the net plus the non-compound taxes listed before it.
 */
export interface TaxInput {
  name: string;
  rateMillionths: number;
  compound: boolean;
}

/** One line: 1.5 hours is 1500 thousandths; the unit price is in minor units. */
export interface LineInput {
  quantityThousandths: number;
  unitPriceMinor: number;
  discount?: DiscountInput | null;
  taxes?: readonly TaxInput[];
}

type Path = readonly (string | number)[];

const THOUSANDTHS = 1000n;
const BASIS_POINTS = 10_000n;
/** 1000% in millionths, also the bound of the company's default rates (`taxRateSchema`). */
export const MAX_RATE_MILLIONTHS = 10_000_000;

/**
 * The line's amount (quantity × unit price, rounded once) and its own discount, both in the
 * document's pricing (with or without tax). A discount above the amount is refused, not clamped.
 */
export function lineAmountAndDiscount(line: LineInput, path: Path) {
  const quantity = checkedInteger(line.quantityThousandths, [...path, 'quantityThousandths']);
  const unitPrice = checkedInteger(line.unitPriceMinor, [...path, 'unitPriceMinor']);
  const amount = roundHalfAwayFromZero(quantity * unitPrice, THOUSANDTHS);
  const discount = discountOf(amount, line.discount, [...path, 'discount']);
  return { amount, discount };
}

/** A discount's amount on what it applies to; shared by a line and the document. */
export function discountOf(applyingTo: bigint, discount: DiscountInput | null | undefined, path: Path) {
  if (!discount) return 0n;
  if (discount.kind === 'percent') {
    const basisPoints = checkedInteger(discount.basisPoints, [...path, 'basisPoints'], Number(BASIS_POINTS));
    return roundHalfAwayFromZero(applyingTo * basisPoints, BASIS_POINTS);
  }
  const amount = checkedInteger(discount.amountMinor, [...path, 'amountMinor']);
  if (amount > applyingTo) {
    throw new MoneyInputError([...path, 'amountMinor'], 'The discount is more than the amount it applies to');
  }
  return amount;
}

/** What groups a tax across lines and in the document's table: its name, rate and kind. */
export const taxKey = (tax: TaxInput) => JSON.stringify([tax.name, tax.rateMillionths, tax.compound]);

/** The line's taxes, checked: rates within bounds, each tax listed once. */
export function checkedTaxes(taxes: readonly TaxInput[], path: Path) {
  const seen = new Set<string>();
  return taxes.map((tax, index) => {
    const rate = checkedInteger(tax.rateMillionths, [...path, index, 'rateMillionths'], MAX_RATE_MILLIONTHS);
    const key = taxKey(tax);
    if (seen.has(key)) throw new MoneyInputError([...path, index], `The tax "${tax.name}" is listed twice`);
    seen.add(key);
    return { rate, compound: tax.compound };
  });
}
