import { describe, expect, it } from 'vitest';
import { computeDocument } from './document.ts';
import type { DocumentInput } from './document.ts';
import { documentInputSchema, lineInputSchema } from './schemas.ts';

const vat = { name: ' VAT ', rateMillionths: 200_000, compound: false };
const valid = {
  currency: 'EUR',
  pricesIncludeTax: true,
  lines: [{ quantityThousandths: 1500, unitPriceMinor: 12_000, taxes: [vat], discount: null }],
  discount: { kind: 'percent', basisPoints: 1000 },
};
const issues = (input: unknown) => {
  const result = documentInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('money input schemas', () => {
  it('accept a document as an editor sends it, and its output computes', () => {
    const parsed: DocumentInput = documentInputSchema.parse(valid);
    expect(parsed.lines[0]?.taxes?.[0]?.name).toBe('VAT');
    expect(computeDocument(parsed).totalMinor).toBe(16_200);
  });

  it('refuse fractions, unsafe integers, negatives, extra keys and unknown currencies', () => {
    const line = valid.lines[0]!;
    expect(lineInputSchema.safeParse({ ...line, unitPriceMinor: 19.99 }).success).toBe(false);
    expect(lineInputSchema.safeParse({ ...line, unitPriceMinor: 2 ** 53 }).success).toBe(false);
    expect(lineInputSchema.safeParse({ ...line, quantityThousandths: -1 }).success).toBe(false);
    expect(lineInputSchema.safeParse({ ...line, price: 1 }).success).toBe(false);
    expect(
      lineInputSchema.safeParse({ ...line, discount: { kind: 'percent', basisPoints: 10_001 } }).success,
    ).toBe(false);
    expect(issues({ ...valid, currency: 'ABC' })[0]?.path).toEqual(['currency']);
    expect(issues({ ...valid, currency: 'eur' })[0]?.path).toEqual(['currency']);
  });

  it('name the field when the arithmetic refuses the figures', () => {
    const overLine = { ...valid.lines[0], discount: { kind: 'amount', amountMinor: 18_001 } };
    expect(issues({ ...valid, lines: [overLine] })).toEqual([
      {
        path: ['lines', 0, 'discount', 'amountMinor'],
        message: 'The discount is more than the amount it applies to',
      },
    ]);
    expect(issues({ ...valid, lines: [{ ...valid.lines[0], taxes: [vat, vat] }] })[0]?.path).toEqual([
      'lines',
      0,
      'taxes',
      1,
    ]);
  });
});
