import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDocument } from './document.ts';
import type { DocumentInput, DocumentTotals, LineTotals } from './document.ts';
import { MAX_RATE_MILLIONTHS, taxKey } from './line.ts';
import type { DiscountInput, LineInput } from './line.ts';
import { roundHalfAwayFromZero } from './rounding.ts';

// Bounded so that a run stays well under a second; amounts up to 1,000,000.00 × 100 per line.
const RUNS = { numRuns: 150 };
const MILLION = 1_000_000n;

const tax = fc.record({
  name: fc.constantFrom('VAT', 'GST', 'PST', 'City tax'),
  rateMillionths: fc.oneof(
    fc.constantFrom(0, 50_000, 88_750, 99_750, 200_000),
    fc.integer({ min: 0, max: MAX_RATE_MILLIONTHS }),
  ),
  compound: fc.boolean(),
});

/** A discount within what it applies to: a percentage, or an amount as thousandths of it. */
const discount = (kind: 'none' | 'amount' | 'percent', part: number, of: bigint): DiscountInput | null =>
  kind === 'none'
    ? null
    : kind === 'percent'
      ? { kind, basisPoints: part * 10 }
      : { kind, amountMinor: Number((of * BigInt(part)) / 1000n) };
const discountChoice = {
  kind: fc.constantFrom('none', 'amount', 'percent'),
  part: fc.integer({ min: 0, max: 1000 }),
};

const line = fc
  .record({
    // Common figures often, so that lines tie for the discount's last unit.
    quantityThousandths: fc.oneof(fc.constantFrom(1000, 2000), fc.integer({ min: 0, max: 100_000 })),
    unitPriceMinor: fc.oneof(
      fc.constantFrom(999, 2500, 10_000),
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 100_000_000 }),
    ),
    taxes: fc.uniqueArray(tax, { maxLength: 3, selector: taxKey }),
    ...discountChoice,
  })
  .map(({ kind, part, ...rest }): LineInput => {
    const amount = roundHalfAwayFromZero(
      BigInt(rest.quantityThousandths) * BigInt(rest.unitPriceMinor),
      1000n,
    );
    return { ...rest, discount: discount(kind, part, amount) };
  });

const documentInput = fc
  .record({
    currency: fc.constantFrom('USD', 'EUR', 'JPY', 'BHD'),
    pricesIncludeTax: fc.boolean(),
    lines: fc.array(line, { maxLength: 10 }),
    ...discountChoice,
  })
  .map(({ kind, part, ...rest }): DocumentInput => {
    const subtotal = BigInt(computeDocument(rest).subtotalMinor);
    return { ...rest, discount: discount(kind, part, subtotal) };
  });

/** Lines of equal amounts but different taxes: who takes the discount's last unit must not depend on order. */
const tiedDocument = fc
  .record({
    pricesIncludeTax: fc.boolean(),
    unitPriceMinor: fc.integer({ min: 1, max: 5000 }),
    lines: fc.array(fc.uniqueArray(tax, { maxLength: 2, selector: taxKey }), { minLength: 2, maxLength: 6 }),
    discountMinor: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ unitPriceMinor, lines, discountMinor, ...rest }): DocumentInput => ({
    ...rest,
    currency: 'EUR',
    lines: lines.map((taxes) => ({ quantityThousandths: 1000, unitPriceMinor, taxes })),
    discount: { kind: 'amount', amountMinor: discountMinor % (unitPriceMinor * lines.length + 1) },
  }));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const lineTax = (line: LineTotals) => sum(line.taxes.map((t) => t.taxMinor));
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(numbersIn)
      : [];
const taxTable = (totals: DocumentTotals) => totals.taxes.map((t) => JSON.stringify(t)).sort();

describe('a document’s figures, whatever the input', () => {
  it('the totals are the sums of the lines to the minor unit, and the discount is shared exactly', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const totals = computeDocument(input);
        const { lines } = totals;
        expect(totals.totalMinor).toBe(sum(lines.map((l) => l.grossMinor)));
        expect(totals.netMinor).toBe(sum(lines.map((l) => l.netMinor)));
        expect(totals.taxMinor).toBe(sum(lines.map(lineTax)));
        expect(totals.taxMinor).toBe(sum(totals.taxes.map((t) => t.taxMinor)));
        expect(totals.subtotalMinor).toBe(sum(lines.map((l) => l.amountMinor - l.lineDiscountMinor)));
        expect(totals.discountMinor).toBe(sum(lines.map((l) => l.documentDiscountMinor)));
        expect(totals.netMinor + totals.taxMinor).toBe(totals.totalMinor);
        const afterDiscounts = totals.subtotalMinor - totals.discountMinor;
        expect(input.pricesIncludeTax ? totals.totalMinor : totals.netMinor).toBe(afterDiscounts);
        // Each line's share of the discount is within one minor unit of its exact proportion.
        for (const l of lines) {
          const exact = totals.discountMinor * (l.amountMinor - l.lineDiscountMinor);
          expect(Math.abs(l.documentDiscountMinor * totals.subtotalMinor - exact)).toBeLessThan(
            Math.max(totals.subtotalMinor, 1),
          );
        }
      }),
      RUNS,
    );
  });

  it('every line: net + taxes = gross exactly, nothing negative, every figure a safe integer', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const totals = computeDocument(input);
        for (const l of totals.lines) {
          expect(l.netMinor + lineTax(l)).toBe(l.grossMinor);
          const due = l.amountMinor - l.lineDiscountMinor - l.documentDiscountMinor;
          expect(input.pricesIncludeTax ? l.grossMinor : l.netMinor).toBe(due);
          expect(l.netMinor).toBeGreaterThanOrEqual(0);
          for (const t of l.taxes) expect(t.taxMinor).toBeGreaterThanOrEqual(0);
        }
        for (const n of numbersIn(totals)) expect(Number.isSafeInteger(n)).toBe(true);
      }),
      RUNS,
    );
  });

  it('nothing moves by a minor unit when the lines are reordered', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(documentInput, tiedDocument)
          .chain((input) =>
            fc.tuple(
              fc.constant(input),
              fc.shuffledSubarray([...input.lines], { minLength: input.lines.length }),
            ),
          ),
        ([input, shuffled]) => {
          const a = computeDocument(input);
          const b = computeDocument({ ...input, lines: shuffled });
          for (const key of [
            'subtotalMinor',
            'discountMinor',
            'netMinor',
            'taxMinor',
            'totalMinor',
          ] as const) {
            expect(b[key]).toBe(a[key]);
          }
          expect(taxTable(b)).toEqual(taxTable(a));
          const lineSet = (totals: DocumentTotals) => totals.lines.map((l) => JSON.stringify(l)).sort();
          expect(lineSet(b)).toEqual(lineSet(a));
        },
      ),
      RUNS,
    );
  });

  it('a zero rate gives zero tax; other taxes are their rate of their taxable amount, rounded', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        for (const l of computeDocument(input).lines) {
          let plainBefore = 0n;
          for (const t of l.taxes) {
            const rate = BigInt(t.rateMillionths);
            if (rate === 0n) expect(t.taxMinor).toBe(0);
            const error = BigInt(t.taxMinor) * MILLION - BigInt(t.taxableMinor) * rate;
            const twiceError = 2n * (error < 0n ? -error : error);
            // Without tax, rounded once: half a minor unit. With tax, the tax comes out of the gross
            // (rounded as a whole, split by largest remainder): a unit and a half, plus what the
            // rounding of the taxable amount (and of the plain taxes inside it) does at this rate.
            const bound = input.pricesIncludeTax ? 3n * MILLION + rate * (1n + 3n * plainBefore) : MILLION;
            expect(twiceError <= bound).toBe(true);
            if (!t.compound) plainBefore += 1n;
          }
        }
      }),
      RUNS,
    );
  });
});
