import { allocateByLargestRemainder } from './allocation.ts';
import { checkCurrencyCode } from './currencies.ts';
import { checkedTaxes, discountOf, lineAmountAndDiscount, taxKey } from './line.ts';
import type { DiscountInput, LineInput, TaxInput } from './line.ts';
import { toSafeInteger } from './money-input-error.ts';
import { taxesInGross, taxesOnNet } from './taxes.ts';
import type { TaxPart } from './taxes.ts';

/** A quote's or invoice's figures as entered; every amount in the currency's minor units. */
export interface DocumentInput {
  currency: string;
  /** The company's setting: unit prices and amount discounts include the taxes. */
  pricesIncludeTax: boolean;
  lines: readonly LineInput[];
  /** Applied before tax, shared between the lines in proportion to their amounts. */
  discount?: DiscountInput | null;
}

/** One tax of a line, or of the document's table (the sums over its lines). */
export interface TaxTotals extends TaxInput {
  taxableMinor: number;
  taxMinor: number;
}

/**
 * A line's figures. amount − lineDiscount − documentDiscount is the net when prices exclude tax,
 * the gross when they include it; in both cases net + taxes = gross.
 */
export interface LineTotals {
  amountMinor: number;
  lineDiscountMinor: number;
  documentDiscountMinor: number;
  netMinor: number;
  taxes: TaxTotals[];
  grossMinor: number;
}

/** subtotal (after line discounts) − discount is the net without tax, or the total with it. */
export interface DocumentTotals {
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  netMinor: number;
  /** Per tax (name, rate, kind), in the order the lines first name them. */
  taxes: TaxTotals[];
  taxMinor: number;
  totalMinor: number;
  lines: LineTotals[];
}

/**
 * The document's figures, each rounded once per line and then summed, so the total is the sum of
 * the lines to the minor unit. Throws MoneyInputError for input it cannot compute.
 */
export function computeDocument(input: DocumentInput): DocumentTotals {
  checkCurrencyCode(input.currency);
  const lines = input.lines.map((line, index) => {
    const path = ['lines', index];
    const { amount, discount } = lineAmountAndDiscount(line, path);
    const taxes = line.taxes ?? [];
    return {
      amount,
      discount,
      due: amount - discount,
      taxes,
      rates: checkedTaxes(taxes, [...path, 'taxes']),
    };
  });
  const subtotal = sum(lines.map((line) => line.due));
  const discount = discountOf(subtotal, input.discount, ['discount']);
  const shares = shareByCanonicalOrder(
    discount,
    lines.map((line) => ({ weight: line.due, key: JSON.stringify(line.taxes.map(taxKey)) })),
  );

  const lineTotals = lines.map((line, index): LineTotals => {
    const path = ['lines', index];
    const due = line.due - (shares[index] ?? 0n);
    const parts = input.pricesIncludeTax ? taxesInGross(due, line.rates) : taxesOnNet(due, line.rates);
    const tax = sum(parts.map((part) => part.tax));
    return {
      amountMinor: toSafeInteger(line.amount, path),
      lineDiscountMinor: toSafeInteger(line.discount, path),
      documentDiscountMinor: toSafeInteger(shares[index] ?? 0n, path),
      netMinor: toSafeInteger(input.pricesIncludeTax ? due - tax : due, path),
      taxes: taxTotals(line.taxes, parts, path),
      grossMinor: toSafeInteger(input.pricesIncludeTax ? due : due + tax, path),
    };
  });

  const sumOf = (pick: (line: LineTotals) => bigint) => toSafeInteger(sum(lineTotals.map(pick)), ['lines']);
  return {
    currency: input.currency,
    subtotalMinor: toSafeInteger(subtotal, ['lines']),
    discountMinor: toSafeInteger(discount, ['discount']),
    netMinor: sumOf((line) => BigInt(line.netMinor)),
    taxes: documentTaxes(lineTotals),
    taxMinor: sumOf((line) => sum(line.taxes.map((tax) => BigInt(tax.taxMinor)))),
    totalMinor: sumOf((line) => BigInt(line.grossMinor)),
    lines: lineTotals,
  };
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * The document discount shared in proportion to the lines' amounts. Ties of the largest remainder
 * are broken by the lines' own content (amount, then taxes), not their position, so reordering the
 * lines never moves a minor unit between tax rates.
 */
function shareByCanonicalOrder(discount: bigint, lines: readonly { weight: bigint; key: string }[]) {
  const order = lines
    .map((line, index) => ({ ...line, index }))
    .sort((a, b) => compare(b.weight, a.weight) || compare(a.key, b.key));
  const parts = allocateByLargestRemainder(
    discount,
    order.map((line) => line.weight),
  );
  const shares = new Array<bigint>(lines.length).fill(0n);
  order.forEach((line, position) => (shares[line.index] = parts[position] ?? 0n));
  return shares;
}

const compare = <T extends bigint | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

function taxTotals(
  taxes: readonly TaxInput[],
  parts: readonly TaxPart[],
  path: readonly (string | number)[],
) {
  return taxes.map((tax, index): TaxTotals => ({
    name: tax.name,
    rateMillionths: tax.rateMillionths,
    compound: tax.compound,
    taxableMinor: toSafeInteger(parts[index]?.taxable ?? 0n, path),
    taxMinor: toSafeInteger(parts[index]?.tax ?? 0n, path),
  }));
}

/** The document's table of taxes: each tax's taxable amount and tax summed over its lines. */
function documentTaxes(lines: readonly LineTotals[]): TaxTotals[] {
  const table = new Map<string, { tax: TaxInput; taxable: bigint; amount: bigint }>();
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const row = table.get(taxKey(tax)) ?? { tax, taxable: 0n, amount: 0n };
    row.taxable += BigInt(tax.taxableMinor);
    row.amount += BigInt(tax.taxMinor);
    table.set(taxKey(tax), row);
  }
  return [...table.values()].map(({ tax, taxable, amount }) => ({
    name: tax.name,
    rateMillionths: tax.rateMillionths,
    compound: tax.compound,
    taxableMinor: toSafeInteger(taxable, ['lines']),
    taxMinor: toSafeInteger(amount, ['lines']),
  }));
}
