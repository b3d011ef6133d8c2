/**
 * The quotes API (issue 32) under /api/user/quotes: a quote belongs to one lead or job of the
 * company, keeps every version it was sent in, and freezes the version the client accepted.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { multiLineText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { quoteChoiceSchema } from './content.ts';
import { DECLINE_REASON_MAX } from './limits.ts';
import { QUOTE_KINDS, quoteContentSchema } from './content.ts';

/**
 * draft: being written (a new version of a sent quote is a draft again until sent); sent; viewed
 * (the client opened it); accepted; declined; expired (sent, not answered, past its expiry date:
 * worked out when read, in the company's time zone).
 */
export const QUOTE_STATES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

const versionField = z.iso.datetime({ offset: true });

export const quoteParamsSchema = z.strictObject({ id: z.uuid() });
/** `?version=2`: which of the quote's versions. */
export const quoteVersionQuerySchema = z.strictObject({
  version: z.coerce.number().int().min(1).max(100_000),
});

export const createQuoteRequestSchema = z.strictObject({
  /** The lead or job it prices. */
  jobId: z.uuid(),
  content: quoteContentSchema,
});
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

/**
 * The whole content, on the version the editor loaded (`updatedAt`). A draft changes in place; a
 * sent quote gets a new version (a draft until sent); an accepted one is Conflict.
 */
export const updateQuoteRequestSchema = z.strictObject({
  updatedAt: versionField,
  content: quoteContentSchema,
});
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;

/** Send: the version loaded; `email` false when the studio hands the quote over itself. */
export const sendQuoteRequestSchema = z.strictObject({ updatedAt: versionField, email: z.boolean().default(true) });

/** The studio records the client's yes (by phone, in person): the choice of a pick-and-choose quote. */
export const acceptQuoteRequestSchema = z.strictObject({
  updatedAt: versionField,
  choice: quoteChoiceSchema.nullable().default(null),
  /** Which of the offered schedules (an index; 0 when the quote offers one or none). */
  schedule: z.number().int().min(0).max(1).default(0),
});
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequestSchema>;

export const declineQuoteRequestSchema = z.strictObject({
  updatedAt: versionField,
  reason: multiLineText().trim().max(DECLINE_REASON_MAX, tooLong(DECLINE_REASON_MAX)).default(''),
});
export type DeclineQuoteRequest = z.input<typeof declineQuoteRequestSchema>;

const taxTotalsSchema = z.object({
  name: z.string(),
  rateMillionths: z.number().int(),
  compound: z.boolean(),
  taxableMinor: z.number().int(),
  taxMinor: z.number().int(),
});

/** The figures of a version for a choice (its accepted one, else the default). */
export const quoteTotalsSchema = z.object({
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  taxes: z.array(taxTotalsSchema),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

export const quoteSummarySchema = z.object({
  id: z.string(),
  /** Per company, from 1, in the order quotes were made. */
  number: z.number().int(),
  jobId: z.string(),
  kind: z.enum(QUOTE_KINDS),
  title: z.string(),
  status: z.enum(QUOTE_STATES),
  version: z.number().int(),
  currency: z.string(),
  totalMinor: z.number().int(),
  expiresOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteAcceptanceSchema = z.object({
  version: z.number().int(),
  acceptedAt: z.string(),
  /** studio: a member recorded it; client: the client accepted it (the portal, next issue). */
  by: z.enum(['studio', 'client']),
  byName: z.string(),
  choice: quoteChoiceSchema.nullable(),
  /** The schedule chosen among those offered (null: none was offered, the whole total on acceptance). */
  schedule: z.number().int().nullable(),
  totalMinor: z.number().int(),
});

export const quoteVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  totalMinor: z.number().int(),
});

export const quoteSchema = quoteSummarySchema.extend({
  jobName: z.string(),
  jobStage: z.enum(['lead', 'job']),
  pricesIncludeTax: z.boolean(),
  content: quoteContentSchema,
  totals: quoteTotalsSchema,
  /** The version the client sees: the last one sent (null until the first send). */
  sentVersion: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  acceptance: quoteAcceptanceSchema.nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  versions: z.array(quoteVersionSummarySchema),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = envelope(quoteSchema);
/** A send's answer: the quote, and the address it was mailed to (null: no mail, no address). */
export const sentQuoteResponseSchema = envelope(quoteSchema.extend({ mailedTo: z.string().nullable() }));

/** One version as it was (a sent one the client saw, the accepted one). */
export const quoteVersionResponseSchema = envelope(
  quoteVersionSummarySchema.extend({ content: quoteContentSchema, totals: quoteTotalsSchema }),
);
