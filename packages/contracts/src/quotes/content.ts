/**
 * What a quote says (issue 32): the body of one version. A fixed quote is a list of lines; a
 * pick-and-choose quote offers packages, of which the client picks between `picks.min` and
 * `picks.max`, and add-ons whose quantity the client sets within the bounds the studio gives. Every
 * amount is integer minor units of the quote's currency; every line carries a copy of its taxes,
 * so a quote keeps its figures whatever the catalogue or the company's rates become.
 */
import { z } from 'zod';
import { isoDateField, multiLineText, requiredText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { scheduleRuleSchema } from '../money/schedule-schemas.ts';
import { discountSchema, lineInputSchema, taxSchema } from '../money/schemas.ts';
import { QUOTE_LIMITS } from './limits.ts';

export const QUOTE_KINDS = ['fixed', 'pick-and-choose'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const QUOTE_TEXTS = {
  picksRange: 'The client must be able to pick at least one package, and no more than there are.',
  addOnRange: 'Set the smallest quantity at or below the default, and the default at or below the largest.',
  percentOnly:
    'A quote the client builds takes a percentage discount: an amount could exceed a cheaper choice.',
} as const;

const text = (max: number) => multiLineText().trim().max(max, tooLong(max));

/** A line of a fixed quote (or an invoice): the money module's line with what the client reads. */
export const quoteLineSchema = lineInputSchema.extend({
  name: requiredText(QUOTE_LIMITS.lineName),
  description: text(QUOTE_LIMITS.lineDescription).default(''),
  /** The catalogue product it was made from, if any: a note for the studio, never a live link. */
  productId: z.uuid().nullable().default(null),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

const common = {
  title: requiredText(QUOTE_LIMITS.title),
  /** Shown to the client under the lines. */
  notes: text(QUOTE_LIMITS.notes).default(''),
  terms: text(QUOTE_LIMITS.notes).default(''),
  /**
   * The studio's personal note to the client ("Hi Anna, here is the quote we talked about"): shown
   * at the top of the document in the portal and in the mail that sends it, never in the PDF. Part
   * of a version's content, so each version sent can carry its own (docs/decisions/document-message.md).
   */
  message: text(QUOTE_LIMITS.message).default(''),
  /** The last day the client may accept it, in the company's time zone; none: no expiry. */
  expiresOn: isoDateField().nullable().default(null),
  /** Applied before tax, shared between the lines (money module). */
  discount: discountSchema.nullable().default(null),
  /**
   * The payment schedules offered (money/schedule.ts: each instalment a "how much" and a "when",
   * the last the balance); none: the whole total on acceptance.
   */
  schedules: z
    .array(z.strictObject({ name: requiredText(QUOTE_LIMITS.scheduleName), rule: scheduleRuleSchema }))
    .max(QUOTE_LIMITS.schedules)
    .default([]),
};

export const fixedQuoteContentSchema = z.strictObject({
  kind: z.literal('fixed'),
  ...common,
  lines: z.array(quoteLineSchema).max(QUOTE_LIMITS.lines),
});

/** A package offered: sold at its own price; its items are what the client reads it contains. */
export const quotePackageSchema = z.strictObject({
  name: requiredText(QUOTE_LIMITS.lineName),
  description: text(QUOTE_LIMITS.lineDescription).default(''),
  priceMinor: z.number().int().min(0),
  taxes: z.array(taxSchema).max(20).default([]),
  items: z
    .array(
      z.strictObject({
        name: requiredText(QUOTE_LIMITS.lineName),
        quantityThousandths: z.number().int().min(1).max(1_000_000_000),
      }),
    )
    .max(QUOTE_LIMITS.packageItems)
    .default([]),
  packageId: z.uuid().nullable().default(null),
});
export type QuotePackage = z.output<typeof quotePackageSchema>;

export const quoteAddOnSchema = z
  .strictObject({
    name: requiredText(QUOTE_LIMITS.lineName),
    description: text(QUOTE_LIMITS.lineDescription).default(''),
    unitPriceMinor: z.number().int().min(0),
    taxes: z.array(taxSchema).max(20).default([]),
    minQuantity: z.number().int().min(0).max(QUOTE_LIMITS.addOnQuantity).default(0),
    maxQuantity: z.number().int().min(1).max(QUOTE_LIMITS.addOnQuantity).default(1),
    defaultQuantity: z.number().int().min(0).max(QUOTE_LIMITS.addOnQuantity).default(0),
    productId: z.uuid().nullable().default(null),
  })
  .refine((a) => a.minQuantity <= a.defaultQuantity && a.defaultQuantity <= a.maxQuantity, {
    error: QUOTE_TEXTS.addOnRange,
    path: ['defaultQuantity'],
  });
export type QuoteAddOn = z.output<typeof quoteAddOnSchema>;

export const pickAndChooseContentSchema = z
  .strictObject({
    kind: z.literal('pick-and-choose'),
    ...common,
    packages: z.array(quotePackageSchema).max(QUOTE_LIMITS.packages),
    /** How many packages the client picks: one by default; a studio may allow more. */
    picks: z
      .strictObject({
        min: z.number().int().min(1).max(QUOTE_LIMITS.packages),
        max: z.number().int().min(1).max(QUOTE_LIMITS.packages),
      })
      .default({ min: 1, max: 1 }),
    addOns: z.array(quoteAddOnSchema).max(QUOTE_LIMITS.addOns).default([]),
  })
  .refine((c) => c.discount === null || c.discount.kind === 'percent', {
    error: QUOTE_TEXTS.percentOnly,
    path: ['discount'],
  })
  .refine(
    (c) => c.picks.min <= c.picks.max && (c.packages.length === 0 || c.picks.max <= c.packages.length),
    {
      error: QUOTE_TEXTS.picksRange,
      path: ['picks'],
    },
  );

export const quoteContentSchema = z.discriminatedUnion('kind', [
  fixedQuoteContentSchema,
  pickAndChooseContentSchema,
]);
export type QuoteContentInput = z.input<typeof quoteContentSchema>;
export type QuoteContent = z.output<typeof quoteContentSchema>;
export type FixedQuoteContent = z.output<typeof fixedQuoteContentSchema>;
export type PickAndChooseContent = z.output<typeof pickAndChooseContentSchema>;

/** The client's choice in a pick-and-choose quote (quotes/choice.ts computes with it). */
export const quoteChoiceSchema = z.strictObject({
  /** Indexes into `packages`, each once. */
  packages: z.array(z.number().int().min(0)).max(QUOTE_LIMITS.packages),
  /** One quantity per add-on, in the quote's order. */
  addOnQuantities: z.array(z.number().int().min(0).max(QUOTE_LIMITS.addOnQuantity)).max(QUOTE_LIMITS.addOns),
});
export type QuoteChoice = z.infer<typeof quoteChoiceSchema>;
