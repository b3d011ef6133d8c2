import type { TaxInput } from '@focal/contracts/money/line';

// A line of a quote or invoice as its editor holds it: what the user typed, as text where it is a
// number, until the feature reads it into content. Every row has a key so React keeps its inputs
// when rows move.

let next = 0;
export const newKey = () => `row-${++next}`;

export type DiscountKind = 'amount' | 'percent';

export type LineDraft = {
  key: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
  discountKind: DiscountKind;
  discount: string;
  taxes: TaxInput[];
  productId: string | null;
};

export const emptyLine = (): LineDraft => ({
  key: newKey(),
  name: '',
  description: '',
  quantity: '1',
  price: '',
  discountKind: 'amount',
  discount: '',
  taxes: [],
  productId: null,
});

/** Field → message, by the server's paths (`content.lines.0.discount.amountMinor`). */
export type FieldErrors = Record<string, string>;

/** The message for a field or anything under it. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}
