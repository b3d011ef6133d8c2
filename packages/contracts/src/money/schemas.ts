import { z } from 'zod';
import { currencyField, requiredText } from '../fields.ts';
import { computeDocument } from './document.ts';
import type { DocumentInput } from './document.ts';
import { MAX_RATE_MILLIONTHS } from './line.ts';
import type { LineInput } from './line.ts';
import { MoneyInputError } from './money-input-error.ts';

// zod 4's int() is a safe integer: no float and nothing beyond 2^53 reaches the arithmetic.
const minorUnits = z.number().int().min(0);

export const discountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), amountMinor: minorUnits }),
  z.strictObject({ kind: z.literal('percent'), basisPoints: z.number().int().min(0).max(10_000) }),
]);

export const taxSchema = z.strictObject({
  name: requiredText(60),
  rateMillionths: z.number().int().min(0).max(MAX_RATE_MILLIONTHS),
  compound: z.boolean(),
});

/** A line as a quote or invoice editor sends it (the shape alone: see the document's schema). */
export const lineInputSchema = z.strictObject({
  quantityThousandths: z.number().int().min(0),
  unitPriceMinor: minorUnits,
  discount: discountSchema.nullish(),
  // As many as a company can define (companies.ts: at most 20 rates).
  taxes: z.array(taxSchema).max(20).optional(),
}) satisfies z.ZodType<LineInput>;

/**
 * A document's figures. Beyond the shapes, it runs the arithmetic itself, so a rule such as "a
 * discount cannot exceed its line" is written once and reaches the form as a field error.
 */
export const documentInputSchema = z
  .strictObject({
    currency: currencyField,
    pricesIncludeTax: z.boolean(),
    lines: z.array(lineInputSchema).max(500),
    discount: discountSchema.nullish(),
  })
  .superRefine((input, context) => {
    try {
      computeDocument(input);
    } catch (error) {
      if (!(error instanceof MoneyInputError)) throw error;
      context.addIssue({ code: 'custom', path: [...error.path], message: error.reason });
    }
  }) satisfies z.ZodType<DocumentInput>;
