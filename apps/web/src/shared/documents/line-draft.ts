import type { TaxInput } from '@focal/contracts/money/line';
import type { z } from 'zod';

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

/** The content to send, or the messages by field: the contract's checks (`schema`), as the server runs them. */
export function checkContent<S extends z.ZodType>(
  read: { content: z.input<S>; errors: FieldErrors },
  schema: S,
): { content: z.input<S>; errors: null } | { content: null; errors: FieldErrors } {
  const { content, errors } = read;
  const checked = schema.safeParse(content);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.');
      if (!errors[path]) errors[path] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !checked.success) return { content: null, errors };
  return { content, errors: null };
}

/** A server field ("content.lines.0.discount.amountMinor") as the editor's path, or null for another field. */
export const editorPath = (field: string) =>
  field.startsWith('content.') ? field.slice('content.'.length) : null;
