import { describe, expect, it } from 'vitest';
import { computeDocument } from '../money/document.ts';
import { MoneyInputError } from '../money/money-input-error.ts';
import {
  computeCredit,
  creditableLines,
  type CreditedInvoice,
  type EarlierCredit,
  instalmentsAfterCredit,
} from './credit.ts';

const VAT = { name: 'VAT', rateMillionths: 200_000, compound: false };
const line = (name: string, quantityThousandths: number, unitPriceMinor: number, taxes = [VAT]) => ({
  name,
  description: '',
  quantityThousandths,
  unitPriceMinor,
  taxes,
});
const invoice = (currency: string, lines: CreditedInvoice['lines'], extra: Partial<CreditedInvoice> = {}) => ({
  currency,
  pricesIncludeTax: false,
  lines,
  ...extra,
});
const earlierOf = (notes: ReturnType<typeof computeCredit>[]): EarlierCredit[] =>
  notes.flatMap((note) => note.lines.map(({ index, quantityThousandths, baseMinor }) => ({ index, quantityThousandths, baseMinor })));

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyInputError) return { path: error.path.join('.'), reason: error.reason };
    throw error;
  }
  return undefined;
};

describe('computeCredit', () => {
  it('credits a whole invoice to the minor unit: its lines, tax per rate and total', () => {
    const doc = invoice('EUR', [line('Day', 1000, 200_000), line('Album', 3000, 3333, [])], {
      discount: { kind: 'percent', basisPoints: 1000 },
    });
    const figures = computeDocument(doc);
    const note = computeCredit(doc, [], { kind: 'full' });
    expect(note.totalMinor).toBe(figures.totalMinor);
    expect(note.taxMinor).toBe(figures.taxMinor);
    expect(note.netMinor).toBe(figures.netMinor);
    expect(note.taxes).toEqual(figures.taxes);
    expect(note.lines.map((l) => l.quantityThousandths)).toEqual([1000, 3000]);
  });

  it('credits part of a line by quantity, and the rest of it exactly later', () => {
    const doc = invoice('EUR', [line('Prints', 3000, 1000)]); // 3 × 10.00 + 20% = 36.00
    const first = computeCredit(doc, [], { kind: 'lines', lines: [{ index: 0, quantityThousandths: 1000 }] });
    expect(first.totalMinor).toBe(1200);
    const left = creditableLines(doc, earlierOf([first]))[0]!;
    expect(left).toMatchObject({ remainingQuantityThousandths: 2000, remainingMinor: 2000 });
    const rest = computeCredit(doc, earlierOf([first]), { kind: 'full' });
    expect(first.totalMinor + rest.totalMinor).toBe(3600);
  });

  it('never credits more than the invoice, even when each third rounds up (0, 2 and 3 decimals)', () => {
    for (const currency of ['JPY', 'EUR', 'BHD']) {
      // One unit of 101 minor units at 15% credited in thirds: 33.67 and its tax 5.05 each round.
      const doc = invoice(currency, [line('Session', 1000, 101, [{ name: 'T', rateMillionths: 150_000, compound: false }])]);
      const total = computeDocument(doc).totalMinor;
      const notes: ReturnType<typeof computeCredit>[] = [];
      for (const quantityThousandths of [333, 333, 334])
        notes.push(computeCredit(doc, earlierOf(notes), { kind: 'lines', lines: [{ index: 0, quantityThousandths }] }));
      expect(notes.map((n) => n.lines[0]!.baseMinor)).toEqual([34, 34, 33]);
      expect(notes.reduce((sum, n) => sum + n.totalMinor, 0), currency).toBe(total);
      expect(notes.every((n) => n.totalMinor >= 0 && n.taxMinor >= 0)).toBe(true);
      expect(reasonOf(() => computeCredit(doc, earlierOf(notes), { kind: 'full' }))?.reason).toBe(
        'Nothing is left to credit on this invoice',
      );
    }
  });

  it('keeps the tax of many small credits to the invoice tax (each alone would round up)', () => {
    // 5 × 0.01 at 50%: the invoice's tax is 0.03 (2.5 rounded); 0.01 alone would carry 0.01 each.
    const doc = invoice('EUR', [line('Prints', 5000, 1, [{ name: 'T', rateMillionths: 500_000, compound: false }])]);
    const notes: ReturnType<typeof computeCredit>[] = [];
    for (let i = 0; i < 5; i++)
      notes.push(computeCredit(doc, earlierOf(notes), { kind: 'lines', lines: [{ index: 0, quantityThousandths: 1000 }] }));
    expect(notes.map((n) => n.taxMinor)).toEqual([1, 0, 1, 0, 1]);
    expect(notes.reduce((sum, n) => sum + n.totalMinor, 0)).toBe(computeDocument(doc).totalMinor);
  });

  it('credits by amount, with the tax inside when prices include tax', () => {
    const doc = invoice('EUR', [line('Day', 1000, 12_000)], { pricesIncludeTax: true });
    const note = computeCredit(doc, [], { kind: 'lines', lines: [{ index: 0, amountMinor: 6_000 }] });
    expect(note).toMatchObject({ totalMinor: 6_000, taxMinor: 1_000, netMinor: 5_000 });
    expect(note.lines[0]!.quantityThousandths).toBeNull();
    // The quantity is untouched by an amount; crediting it all credits what is left.
    const rest = computeCredit(doc, earlierOf([note]), { kind: 'lines', lines: [{ index: 0, quantityThousandths: 1000 }] });
    expect(rest.totalMinor).toBe(6_000);
  });

  it('refuses more than is left, a line named twice, a line the invoice lacks, and a credit of nothing', () => {
    const doc = invoice('USD', [line('Day', 2000, 500)]);
    const credit = (lines: { index: number; quantityThousandths?: number; amountMinor?: number }[], earlier: EarlierCredit[] = []) =>
      reasonOf(() => computeCredit(doc, earlier, { kind: 'lines', lines }));
    expect(credit([{ index: 0, quantityThousandths: 2001 }])).toEqual({
      path: 'credit.lines.0.quantityThousandths',
      reason: 'More than is left to credit on this line (2)',
    });
    expect(credit([{ index: 0, amountMinor: 1001 }])?.path).toBe('credit.lines.0.amountMinor');
    expect(credit([{ index: 0, amountMinor: 600 }], [{ index: 0, quantityThousandths: null, baseMinor: 500 }])?.reason).toBe(
      'More than is left to credit on this line (500 minor units)',
    );
    expect(credit([{ index: 0, amountMinor: 1 }, { index: 0, amountMinor: 1 }])?.reason).toBe('This line is named twice');
    expect(credit([{ index: 1, amountMinor: 1 }])?.path).toBe('credit.lines.0.index');
    const tiny = invoice('USD', [line('Print', 10_000, 1)]);
    expect(
      reasonOf(() => computeCredit(tiny, [], { kind: 'lines', lines: [{ index: 0, quantityThousandths: 1 }] }))?.reason,
    ).toMatch(/credits nothing/);
  });
});

describe('instalmentsAfterCredit', () => {
  it('takes a credit off the last instalments first, never below zero', () => {
    expect(instalmentsAfterCredit([500, 300, 200], 250)).toEqual([500, 250, 0]);
    expect(instalmentsAfterCredit([500, 500], 2_000)).toEqual([0, 0]);
    expect(instalmentsAfterCredit([1000], 0)).toEqual([1000]);
  });
});
