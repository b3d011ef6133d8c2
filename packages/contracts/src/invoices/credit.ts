/**
 * Credit notes (issue 32): what is credited of an issued invoice, line by line, computed by the
 * money module's own `computeDocument` (docs/decisions/invoices.md, "Credit notes"). Zod-free.
 *
 * A line's "base" is what its figures are computed on: its amount after its own discount and its
 * share of the document discount, before tax when prices exclude tax, with tax when they include
 * it. A credit note's line credits part of that base. Its figures are the difference between the
 * figures of everything credited of the line after the note and before it, so the notes of an
 * invoice add up exactly to the invoice's own figures once it is credited in full, and never past
 * them, whatever each note rounded.
 */
import { computeDocument, type DocumentTotals, type LineTotals, type TaxTotals } from '../money/document.ts';
import type { DiscountInput, LineInput, TaxInput } from '../money/line.ts';
import { taxKey } from '../money/line.ts';
import { MoneyInputError } from '../money/money-input-error.ts';
import { roundHalfAwayFromZero } from '../money/rounding.ts';

export const CREDIT_MESSAGES = {
  noSuchLine: 'The invoice has no such line',
  twice: 'This line is named twice',
  oneOfQuantityOrAmount: 'Give a quantity or an amount, not both',
  overQuantity: (left: string) => `More than is left to credit on this line (${left})`,
  overAmount: (left: string) => `More than is left to credit on this line (${left} minor units)`,
  nothing: 'Nothing is left to credit on this invoice',
  zero: 'This credits nothing: choose a line and a quantity or an amount',
} as const;

/** The invoice as issued: its currency, pricing, lines and discount. */
export interface CreditedInvoice {
  currency: string;
  pricesIncludeTax: boolean;
  lines: readonly (LineInput & { name: string; description: string })[];
  discount?: DiscountInput | null;
}

/** A line of an earlier credit note: the invoice line it credited, the quantity (by amount: null) and base. */
export interface EarlierCredit {
  index: number;
  quantityThousandths: number | null;
  baseMinor: number;
}

/** What the studio asks: everything left, or chosen lines by quantity or by amount (the base). */
export type CreditRequest =
  | { kind: 'full' }
  | { kind: 'lines'; lines: readonly { index: number; quantityThousandths?: number | null; amountMinor?: number | null }[] };

/** A line of an invoice, and what is left to credit of it. */
export interface CreditableLine {
  index: number;
  name: string;
  quantityThousandths: number;
  baseMinor: number;
  /** The quantity not yet credited by quantity (a credit by amount leaves it as it was). */
  remainingQuantityThousandths: number;
  remainingMinor: number;
}

export interface CreditLine {
  index: number;
  name: string;
  description: string;
  /** The quantity credited; null when an amount was credited. */
  quantityThousandths: number | null;
  /** The invoice line's unit price (what the note prints beside the quantity). */
  unitPriceMinor: number;
  baseMinor: number;
  netMinor: number;
  taxes: TaxTotals[];
  grossMinor: number;
}

export interface CreditFigures {
  currency: string;
  lines: CreditLine[];
  /** Per tax (name, rate, kind), in the order the lines first name them. */
  taxes: TaxTotals[];
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** The figures of one line whose base is `base`, with the line's taxes (no discount: it is in the base). */
function lineFigures(invoice: CreditedInvoice, taxes: readonly TaxInput[] | undefined, base: number): LineTotals {
  const line = { quantityThousandths: 1000, unitPriceMinor: base, taxes: taxes ?? [] };
  return computeDocument({ currency: invoice.currency, pricesIncludeTax: invoice.pricesIncludeTax, lines: [line] })
    .lines[0]!;
}

function invoiceFigures(invoice: CreditedInvoice): DocumentTotals {
  return computeDocument({
    currency: invoice.currency,
    pricesIncludeTax: invoice.pricesIncludeTax,
    lines: invoice.lines,
    discount: invoice.discount ?? null,
  });
}

const baseOf = (line: LineTotals) => line.amountMinor - line.lineDiscountMinor - line.documentDiscountMinor;

/** Each line of the invoice with what earlier credit notes left of it. */
export function creditableLines(invoice: CreditedInvoice, earlier: readonly EarlierCredit[]): CreditableLine[] {
  const figures = invoiceFigures(invoice);
  return invoice.lines.map((line, index) => {
    const mine = earlier.filter((credit) => credit.index === index);
    const base = baseOf(figures.lines[index]!);
    const creditedQuantity = mine.reduce((sum, credit) => sum + (credit.quantityThousandths ?? 0), 0);
    const creditedBase = mine.reduce((sum, credit) => sum + credit.baseMinor, 0);
    return {
      index,
      name: line.name,
      quantityThousandths: line.quantityThousandths,
      baseMinor: base,
      remainingQuantityThousandths: Math.max(0, line.quantityThousandths - creditedQuantity),
      remainingMinor: Math.max(0, base - creditedBase),
    };
  });
}

/** The base a request credits on one line; what is left of it caps it. */
function creditedBase(
  left: CreditableLine,
  asked: { quantityThousandths?: number | null; amountMinor?: number | null },
  path: readonly (string | number)[],
): { base: number; quantity: number | null } {
  const quantity = asked.quantityThousandths ?? null;
  const amount = asked.amountMinor ?? null;
  if ((quantity === null) === (amount === null)) throw new MoneyInputError(path, CREDIT_MESSAGES.oneOfQuantityOrAmount);
  if (amount !== null) {
    if (amount > left.remainingMinor)
      throw new MoneyInputError([...path, 'amountMinor'], CREDIT_MESSAGES.overAmount(String(left.remainingMinor)));
    return { base: amount, quantity: null };
  }
  const q = quantity!;
  if (q > left.remainingQuantityThousandths)
    throw new MoneyInputError(
      [...path, 'quantityThousandths'],
      CREDIT_MESSAGES.overQuantity(String(left.remainingQuantityThousandths / 1000)),
    );
  // The whole quantity left credits the whole amount left, so nothing is stranded by rounding.
  if (q === left.remainingQuantityThousandths) return { base: left.remainingMinor, quantity: q };
  const base = Number(roundHalfAwayFromZero(BigInt(left.baseMinor) * BigInt(q), BigInt(left.quantityThousandths)));
  if (base > left.remainingMinor)
    throw new MoneyInputError(
      [...path, 'quantityThousandths'],
      CREDIT_MESSAGES.overAmount(String(left.remainingMinor)),
    );
  return { base, quantity: q };
}

const minus = (after: TaxTotals[], before: TaxTotals[]): TaxTotals[] =>
  after.map((tax, i) => ({
    ...tax,
    taxableMinor: tax.taxableMinor - (before[i]?.taxableMinor ?? 0),
    taxMinor: tax.taxMinor - (before[i]?.taxMinor ?? 0),
  }));

/**
 * A credit note's figures for `request` on `invoice`, after the `earlier` notes. Throws
 * MoneyInputError (with the request's path) for a line it does not have, a line named twice, more
 * than is left, or a note that would credit nothing.
 */
export function computeCredit(
  invoice: CreditedInvoice,
  earlier: readonly EarlierCredit[],
  request: CreditRequest,
): CreditFigures {
  const left = creditableLines(invoice, earlier);
  const asked =
    request.kind === 'full'
      ? left
          .filter((line) => line.remainingMinor > 0)
          .map((line) =>
            line.remainingQuantityThousandths > 0
              ? { index: line.index, quantityThousandths: line.remainingQuantityThousandths }
              : { index: line.index, amountMinor: line.remainingMinor },
          )
      : request.lines;
  if (request.kind === 'full' && asked.length === 0) throw new MoneyInputError([], CREDIT_MESSAGES.nothing);

  const seen = new Set<number>();
  const lines: CreditLine[] = [];
  asked.forEach((item, position) => {
    const path = ['credit', 'lines', position];
    const line = invoice.lines[item.index];
    const remaining = left[item.index];
    if (!line || !remaining) throw new MoneyInputError([...path, 'index'], CREDIT_MESSAGES.noSuchLine);
    if (seen.has(item.index)) throw new MoneyInputError([...path, 'index'], CREDIT_MESSAGES.twice);
    seen.add(item.index);
    const { base, quantity } = creditedBase(remaining, item, path);
    if (base === 0) return;
    const before = remaining.baseMinor - remaining.remainingMinor;
    const was = lineFigures(invoice, line.taxes, before);
    const now = lineFigures(invoice, line.taxes, before + base);
    lines.push({
      index: item.index,
      name: line.name,
      description: line.description,
      quantityThousandths: quantity,
      unitPriceMinor: line.unitPriceMinor,
      baseMinor: base,
      netMinor: now.netMinor - was.netMinor,
      taxes: minus(now.taxes, was.taxes),
      grossMinor: now.grossMinor - was.grossMinor,
    });
  });
  if (lines.length === 0) throw new MoneyInputError(['credit'], CREDIT_MESSAGES.zero);
  lines.sort((a, b) => a.index - b.index);
  return {
    currency: invoice.currency,
    lines,
    taxes: taxTable(lines),
    netMinor: lines.reduce((sum, line) => sum + line.netMinor, 0),
    taxMinor: lines.reduce((sum, line) => sum + line.taxes.reduce((s, tax) => s + tax.taxMinor, 0), 0),
    totalMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0),
  };
}

/** The note's table of taxes: each tax's taxable amount and tax summed over its lines. */
function taxTable(lines: readonly CreditLine[]): TaxTotals[] {
  const table = new Map<string, TaxTotals>();
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const row = table.get(taxKey(tax));
    table.set(
      taxKey(tax),
      row ? { ...row, taxableMinor: row.taxableMinor + tax.taxableMinor, taxMinor: row.taxMinor + tax.taxMinor } : { ...tax },
    );
  }
  return [...table.values()];
}

/**
 * An invoice's instalments once `creditedMinor` is taken off: from the last instalment back, so
 * what the client pays first (a deposit) is still due, and what a credit removes is the balance.
 */
export function instalmentsAfterCredit(amounts: readonly number[], creditedMinor: number): number[] {
  let left = creditedMinor;
  const out = [...amounts];
  for (let i = out.length - 1; i >= 0 && left > 0; i--) {
    const taken = Math.min(out[i]!, left);
    out[i] = out[i]! - taken;
    left -= taken;
  }
  return out;
}
