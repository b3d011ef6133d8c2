/**
 * A pick-and-choose quote's total follows the client's choice: the packages picked (each once, at
 * its own price) and each add-on's quantity. One function turns content and choice into the money
 * module's lines (`chosenLines`), so the editor, the client's page and the server compute the same total.
 */
import { computeDocument } from '../money/document.ts';
import type { DocumentTotals } from '../money/document.ts';
import type { PickAndChooseContent, QuoteChoice, QuoteContent, QuoteLine } from './content.ts';

// The choice's schema is content.ts's (quoteChoiceSchema): this module holds no zod, so the client's
// quote page computes totals without loading it.
export type { QuoteChoice };

export const CHOICE_TEXTS = {
  packages: (min: number, max: number) =>
    min === max ? `Pick ${min} ${min === 1 ? 'package' : 'packages'}.` : `Pick from ${min} to ${max} packages.`,
  unknownPackage: 'Pick one of the packages offered.',
  addOnCount: 'Give a quantity for every add-on.',
  addOnQuantity: (name: string, min: number, max: number) => `Choose ${min} to ${max} of ${name}.`,
} as const;

/** The choice a quote opens with: the first packages it needs, and each add-on's default. */
export function defaultChoice(content: PickAndChooseContent): QuoteChoice {
  const count = Math.min(content.picks.min, content.packages.length);
  return {
    packages: Array.from({ length: count }, (_, index) => index),
    addOnQuantities: content.addOns.map((addOn) => addOn.defaultQuantity),
  };
}

/** What is wrong with a choice (field → message), or null when the quote allows it. */
export function choiceProblem(content: PickAndChooseContent, choice: QuoteChoice): Record<string, string> | null {
  const { min, max } = content.picks;
  const unique = new Set(choice.packages);
  if (choice.packages.some((index) => index >= content.packages.length) || unique.size !== choice.packages.length)
    return { packages: CHOICE_TEXTS.unknownPackage };
  if (unique.size < min || unique.size > max) return { packages: CHOICE_TEXTS.packages(min, max) };
  if (choice.addOnQuantities.length !== content.addOns.length) return { addOnQuantities: CHOICE_TEXTS.addOnCount };
  for (const [index, addOn] of content.addOns.entries()) {
    const quantity = choice.addOnQuantities[index]!;
    if (quantity < addOn.minQuantity || quantity > addOn.maxQuantity)
      return {
        [`addOnQuantities.${index}`]: CHOICE_TEXTS.addOnQuantity(addOn.name, addOn.minQuantity, addOn.maxQuantity),
      };
  }
  return null;
}

/**
 * A quote's lines for a choice (a pick-and-choose quote without one: its default): a fixed quote's
 * own; else each package picked as one line at its own price (its items listed in the description)
 * and each add-on at its chosen quantity. What the totals are computed from and an invoice copies.
 */
export function chosenLines(content: QuoteContent, choice?: QuoteChoice | null): QuoteLine[] {
  if (content.kind === 'fixed') return content.lines;
  const picked = choice ?? defaultChoice(content);
  const packages = [...picked.packages]
    .sort((a, b) => a - b)
    .map((index) => content.packages[index]!)
    .map(
      (pkg): QuoteLine => ({
        name: pkg.name,
        description: [pkg.description, ...pkg.items.map((item) => `${item.quantityThousandths / 1000} × ${item.name}`)]
          .filter(Boolean)
          .join('\n'),
        quantityThousandths: 1000,
        unitPriceMinor: pkg.priceMinor,
        taxes: pkg.taxes,
        discount: null,
        productId: null,
      }),
    );
  const addOns = content.addOns.flatMap((addOn, index): QuoteLine[] => {
    const quantity = picked.addOnQuantities[index] ?? addOn.defaultQuantity;
    if (quantity === 0) return [];
    return [
      {
        name: addOn.name,
        description: addOn.description,
        quantityThousandths: quantity * 1000,
        unitPriceMinor: addOn.unitPriceMinor,
        taxes: addOn.taxes,
        discount: null,
        productId: addOn.productId,
      },
    ];
  });
  return [...packages, ...addOns];
}

/** The quote's figures for a choice (a pick-and-choose quote without one: its default choice). */
export function quoteTotals(
  content: QuoteContent,
  pricing: { currency: string; pricesIncludeTax: boolean },
  choice?: QuoteChoice | null,
): DocumentTotals {
  return computeDocument({ ...pricing, lines: chosenLines(content, choice), discount: content.discount });
}
