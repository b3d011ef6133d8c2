import { describe, expect, it } from 'vitest';
import { choiceProblem, defaultChoice, quoteTotals } from './choice.ts';
import { pickAndChooseContentSchema, quoteContentSchema } from './content.ts';

const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const content = pickAndChooseContentSchema.parse({
  kind: 'pick-and-choose',
  title: 'Collections',
  packages: [
    { name: 'Bronze', priceMinor: 1000, taxes: [vat] },
    { name: 'Silver', priceMinor: 2000, taxes: [vat] },
    { name: 'Gold', priceMinor: 3000 },
  ],
  picks: { min: 1, max: 2 },
  addOns: [{ name: 'Album', unitPriceMinor: 500, minQuantity: 1, maxQuantity: 3, defaultQuantity: 1 }],
  discount: { kind: 'percent', basisPoints: 1000 },
});
const pricing = { currency: 'USD', pricesIncludeTax: false };

describe('a pick-and-choose quote', () => {
  it('opens with the first packages it needs and each add-on at its default', () => {
    expect(defaultChoice(content)).toEqual({ packages: [0], addOnQuantities: [1] });
    // (1000 + 500) − 10% = 1350; VAT on Bronze's 900 only.
    expect(quoteTotals(content, pricing)).toMatchObject({ netMinor: 1350, taxMinor: 180, totalMinor: 1530 });
  });

  it('follows the choice: packages at their own price, add-ons by quantity, in any order picked', () => {
    const a = quoteTotals(content, pricing, { packages: [2, 1], addOnQuantities: [3] });
    const b = quoteTotals(content, pricing, { packages: [1, 2], addOnQuantities: [3] });
    expect(a.totalMinor).toBe(b.totalMinor);
    expect(a.subtotalMinor).toBe(2000 + 3000 + 3 * 500);
  });

  it('names what a choice gets wrong', () => {
    expect(choiceProblem(content, { packages: [], addOnQuantities: [1] })).toEqual({
      packages: 'Pick from 1 to 2 packages.',
    });
    expect(choiceProblem(content, { packages: [0, 0], addOnQuantities: [1] })).toEqual({
      packages: 'Pick one of the packages offered.',
    });
    expect(choiceProblem(content, { packages: [3], addOnQuantities: [1] })).toEqual({
      packages: 'Pick one of the packages offered.',
    });
    expect(choiceProblem(content, { packages: [1], addOnQuantities: [] })).toEqual({
      addOnQuantities: 'Give a quantity for every add-on.',
    });
    expect(choiceProblem(content, { packages: [1], addOnQuantities: [0] })).toEqual({
      'addOnQuantities.0': 'Choose 1 to 3 of Album.',
    });
    expect(choiceProblem(content, { packages: [0, 2], addOnQuantities: [3] })).toBeNull();
  });
});

describe('quote content', () => {
  it('refuses an amount discount on a pick-and-choose quote, picks beyond the packages, and add-on bounds out of order', () => {
    const issues = (input: object) =>
      quoteContentSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];
    const base = { kind: 'pick-and-choose', title: 'x', packages: [{ name: 'A', priceMinor: 1 }] };
    expect(issues({ ...base, discount: { kind: 'amount', amountMinor: 1 } })).toEqual(['discount']);
    expect(issues({ ...base, picks: { min: 1, max: 2 } })).toEqual(['picks']);
    expect(
      issues({ ...base, addOns: [{ name: 'B', unitPriceMinor: 1, minQuantity: 2, defaultQuantity: 1, maxQuantity: 3 }] }),
    ).toEqual(['addOns.0.defaultQuantity']);
    expect(issues({ kind: 'fixed', title: 'x', lines: [{ name: 'L', quantityThousandths: 1000, unitPriceMinor: 5 }] })).toEqual([]);
  });
});
