import { describe, expect, it } from 'vitest';
import { computeDocument } from './document.ts';
import type { DocumentInput } from './document.ts';
import type { LineInput, TaxInput } from './line.ts';

const tax = (name: string, rateMillionths: number, compound = false): TaxInput => ({
  name,
  rateMillionths,
  compound,
});
const line = (quantityThousandths: number, unitPriceMinor: number, more: Partial<LineInput> = {}) => ({
  quantityThousandths,
  unitPriceMinor,
  ...more,
});
const document = (lines: LineInput[], more: Partial<DocumentInput> = {}): DocumentInput => ({
  currency: 'USD',
  pricesIncludeTax: false,
  lines,
  ...more,
});

describe('a document’s figures', () => {
  it('a £2,500.00 wedding package with 20% VAT included: 2,083.33 + 416.67', () => {
    const vat = tax('VAT', 200_000);
    const totals = computeDocument(
      document([line(1000, 250_000, { taxes: [vat] })], { currency: 'GBP', pricesIncludeTax: true }),
    );
    expect(totals).toMatchObject({ subtotalMinor: 250_000, netMinor: 208_333, taxMinor: 41_667 });
    expect(totals.totalMinor).toBe(250_000);
    expect(totals.taxes).toEqual([{ ...vat, taxableMinor: 208_333, taxMinor: 41_667 }]);
  });

  it('three lines with New York’s 8.875% sales tax, rounded per line and then summed', () => {
    const salesTax = tax('Sales tax', 88_750);
    const totals = computeDocument(
      document([
        line(1000, 45_000, { taxes: [salesTax] }), // engagement session: tax 39.9375 → 39.94
        line(6500, 7500, { taxes: [salesTax] }), // second shooter, 6.5 h × 75.00: 487.50, tax 43.27
        line(3000, 2499, { taxes: [salesTax] }), // three 8×10 prints: 74.97, tax 6.6536… → 6.65
      ]),
    );
    expect(totals.lines.map((l) => [l.netMinor, l.taxes[0]?.taxMinor, l.grossMinor])).toEqual([
      [45_000, 3994, 48_994],
      [48_750, 4327, 53_077],
      [7497, 665, 8162],
    ]);
    expect(totals).toMatchObject({ subtotalMinor: 101_247, netMinor: 101_247, taxMinor: 8986 });
    expect(totals.totalMinor).toBe(110_233);
  });

  it('taxes three $10.00 prints line by line: 3 × 0.89, not 8.875% of 30.00', () => {
    const salesTax = tax('Sales tax', 88_750);
    const print = line(1000, 1000, { taxes: [salesTax] });
    const totals = computeDocument(document([print, print, print]));
    expect(totals.taxMinor).toBe(267); // 266.25 on the subtotal would have been 266
  });

  it('yen have no minor unit: ¥330,000 and ¥12,345 with 10% consumption tax included', () => {
    const consumptionTax = tax('Consumption tax', 100_000);
    const totals = computeDocument(
      document(
        [line(1000, 330_000, { taxes: [consumptionTax] }), line(1000, 12_345, { taxes: [consumptionTax] })],
        {
          currency: 'JPY',
          pricesIncludeTax: true,
        },
      ),
    );
    expect(totals.lines.map((l) => [l.netMinor, l.taxes[0]?.taxMinor])).toEqual([
      [300_000, 30_000],
      [11_223, 1122],
    ]);
    expect(totals).toMatchObject({ netMinor: 311_223, taxMinor: 31_122, totalMinor: 342_345 });
  });

  it('Bahraini dinars have three digits: 1.5 hours at BHD 12.345 with 10% VAT', () => {
    const vat = tax('VAT', 100_000);
    const totals = computeDocument(document([line(1500, 12_345, { taxes: [vat] })], { currency: 'BHD' }));
    // 18.5175 dinars is 18517.5 fils: half, away from zero.
    expect(totals.lines[0]).toMatchObject({ amountMinor: 18_518, netMinor: 18_518, grossMinor: 20_370 });
    expect(totals.taxes).toEqual([{ ...vat, taxableMinor: 18_518, taxMinor: 1852 }]);
  });

  it('a compound tax applies on the net plus the plain taxes before it', () => {
    const gst = tax('GST', 50_000);
    const qst = tax('QST', 99_750, true);
    const totals = computeDocument(
      document([line(1000, 10_000, { taxes: [gst, qst] })], { currency: 'CAD' }),
    );
    // QST on 100.00 + 5.00 GST = 10.47375 → 10.47
    expect(totals.taxes).toEqual([
      { ...gst, taxableMinor: 10_000, taxMinor: 500 },
      { ...qst, taxableMinor: 10_500, taxMinor: 1047 },
    ]);
    expect(totals.totalMinor).toBe(11_547);

    const inclusive = computeDocument(
      document([line(1000, 11_547, { taxes: [gst, qst] })], { currency: 'CAD', pricesIncludeTax: true }),
    );
    expect(inclusive.lines[0]).toMatchObject({ netMinor: 10_000, grossMinor: 11_547 });
    expect(inclusive.taxes.map((t) => t.taxMinor)).toEqual([500, 1047]);
  });

  it('line discounts, then the document discount shared by the lines’ amounts, before tax', () => {
    const vat = tax('VAT', 200_000);
    const totals = computeDocument(
      document(
        [
          line(1000, 12_000, { taxes: [vat], discount: { kind: 'amount', amountMinor: 2000 } }),
          line(2000, 10_000, { taxes: [vat], discount: { kind: 'percent', basisPoints: 2500 } }),
          line(1000, 30_000, { taxes: [tax('Zero rate', 0)] }),
        ],
        { currency: 'EUR', discount: { kind: 'amount', amountMinor: 10_000 } },
      ),
    );
    expect(
      totals.lines.map((l) => [l.amountMinor, l.lineDiscountMinor, l.documentDiscountMinor, l.netMinor]),
    ).toEqual([
      [12_000, 2000, 1818, 8182], // 10,000 of 55,000: 1818.18…
      [20_000, 5000, 2727, 12_273], // 15,000 of 55,000: 2727.27…
      [30_000, 0, 5455, 24_545], // 30,000 of 55,000: 5454.54…, the largest remainder
    ]);
    expect(totals).toMatchObject({ subtotalMinor: 55_000, discountMinor: 10_000, netMinor: 45_000 });
    // A zero rate gives no tax, yet its taxable amount is listed (the EU invoice's exemption line).
    expect(totals.taxes).toEqual([
      { ...vat, taxableMinor: 20_455, taxMinor: 4091 }, // 1636.4 → 1636 and 2454.6 → 2455
      { ...tax('Zero rate', 0), taxableMinor: 24_545, taxMinor: 0 },
    ]);
    expect(totals.totalMinor).toBe(49_091);
  });

  it('a percentage off the document with prices including tax reduces what the client pays', () => {
    const vat = tax('VAT', 200_000);
    const totals = computeDocument(
      document([line(1000, 250_000, { taxes: [vat] }), line(2000, 4999, { taxes: [vat] })], {
        currency: 'GBP',
        pricesIncludeTax: true,
        discount: { kind: 'percent', basisPoints: 1000 },
      }),
    );
    expect(totals).toMatchObject({ subtotalMinor: 259_998, discountMinor: 26_000, totalMinor: 233_998 });
    expect(totals.netMinor + totals.taxMinor).toBe(totals.totalMinor);
  });

  it('an empty document, and a line without taxes, are plain sums', () => {
    expect(computeDocument(document([]))).toMatchObject({ subtotalMinor: 0, totalMinor: 0, taxes: [] });
    expect(computeDocument(document([line(0, 5000), line(2000, 5000)]))).toMatchObject({
      totalMinor: 10_000,
    });
  });
});

describe('input the arithmetic refuses', () => {
  it.each([
    ['a negative quantity', document([line(-1000, 100)]), 'lines.0.quantityThousandths: Cannot be negative'],
    ['a fractional amount', document([line(1000, 19.99)]), 'lines.0.unitPriceMinor: Expected a whole number'],
    ['an amount beyond safe integers', document([line(1000, 2 ** 53)]), 'lines.0.unitPriceMinor'],
    ['a NaN', document([line(Number.NaN, 1)]), 'lines.0.quantityThousandths: Expected a whole number'],
    [
      'a discount over the line',
      document([line(1000, 100, { discount: { kind: 'amount', amountMinor: 101 } })]),
      'lines.0.discount.amountMinor: The discount is more than',
    ],
    [
      'a percentage over 100',
      document([line(1000, 100, { discount: { kind: 'percent', basisPoints: 10_001 } })]),
      'lines.0.discount.basisPoints: Cannot be more than 10000',
    ],
    [
      'a document discount over the subtotal',
      document([line(1000, 100)], { discount: { kind: 'amount', amountMinor: 101 } }),
      'discount.amountMinor: The discount is more than',
    ],
    [
      'a currency code in lower case',
      document([], { currency: 'usd' }),
      'currency: A currency is three capital',
    ],
    [
      'a negative rate',
      document([line(1000, 100, { taxes: [tax('VAT', -1)] })]),
      'lines.0.taxes.0.rateMillionths: Cannot be negative',
    ],
    [
      'a tax listed twice on one line',
      document([line(1000, 100, { taxes: [tax('VAT', 1), tax('VAT', 1)] })]),
      'lines.0.taxes.1: The tax "VAT" is listed twice',
    ],
    [
      'lines whose sum is beyond safe integers',
      document([line(1000, Number.MAX_SAFE_INTEGER), line(1000, 1)]),
      'lines: The amount is too large',
    ],
    [
      'a line beyond safe integers',
      document([line(2000, Number.MAX_SAFE_INTEGER)]),
      'lines.0: The amount is too large',
    ],
  ])('%s', (_, input, message) => {
    expect(() => computeDocument(input)).toThrow(message);
  });
});
