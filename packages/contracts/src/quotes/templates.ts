/**
 * Quote templates (issue 32): a quote without a client, kept in Settings → templates and edited
 * under the template-editing header (spec 01 §2.3); a new quote may start from one's content.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { requiredText } from '../fields.ts';
import { QUOTE_KINDS, quoteContentSchema } from './content.ts';

export const QUOTE_TEMPLATE_NAME_MAX = 120;
/** More than a studio keeps; the list is one answer. */
export const QUOTE_TEMPLATES_MAX = 200;

export const quoteTemplateParamsSchema = z.strictObject({ id: z.uuid() });

export const createQuoteTemplateRequestSchema = z.strictObject({
  name: requiredText(QUOTE_TEMPLATE_NAME_MAX),
  content: quoteContentSchema,
});
export type CreateQuoteTemplateRequest = z.input<typeof createQuoteTemplateRequestSchema>;

/** The whole template, on the version the editor loaded (changed since: StaleVersion). */
export const updateQuoteTemplateRequestSchema = createQuoteTemplateRequestSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateQuoteTemplateRequest = z.input<typeof updateQuoteTemplateRequestSchema>;

export const quoteTemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(QUOTE_KINDS),
  updatedAt: z.string(),
});
export type QuoteTemplateSummary = z.infer<typeof quoteTemplateSummarySchema>;

export const quoteTemplateSchema = quoteTemplateSummarySchema.extend({
  content: quoteContentSchema,
  createdAt: z.string(),
});
export type QuoteTemplate = z.infer<typeof quoteTemplateSchema>;

export const quoteTemplateResponseSchema = envelope(quoteTemplateSchema);
export const quoteTemplateListResponseSchema = envelope(z.object({ rows: z.array(quoteTemplateSummarySchema) }));
