/**
 * A quote or an invoice as its client reads it through the link in the studio's mail (issue 32,
 * until the portal): `/d/{token}` in the web app, `/api/public/documents/{token}` here. The token
 * opens that one document, read-only; it expires and the studio can revoke it.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { tokenText } from '../fields.ts';
import { invoiceContentSchema } from '../invoices/content.ts';
import { creditNoteSummarySchema, invoiceInstalmentSchema, invoicePartySchema, INVOICE_STATES } from '../invoices/api.ts';
import { quoteChoiceSchema } from '../quotes/content.ts';
import { quoteContentSchema } from '../quotes/content.ts';
import { QUOTE_STATES, quoteTotalsSchema } from '../quotes/api.ts';

/** How long a document's link opens it (a new send gives a new link). */
export const DOCUMENT_LINK_DAYS = 60;

export const publicDocumentParamsSchema = z.strictObject({ token: tokenText(20, 100) });
/** One of the opened invoice's credit notes, by the invoice's link (a note of any other invoice is NotFound). */
export const publicCreditNoteParamsSchema = publicDocumentParamsSchema.extend({ noteId: z.uuid() });

const common = {
  title: z.string(),
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema.nullable(),
  /**
   * The studio's note to the client, shown above the document: the content's `message` ('' when
   * none, also for a document saved before messages were), never part of the PDF.
   */
  message: z.string(),
};

export const publicQuoteSchema = z.object({
  kind: z.literal('quote'),
  ...common,
  number: z.number().int(),
  status: z.enum(QUOTE_STATES),
  /** The version the client was last sent, as it was sent. */
  version: z.number().int(),
  content: quoteContentSchema,
  /** The lead's or job's main date, which a schedule's dates may hang on. */
  mainDate: z.string().nullable(),
  acceptance: z.object({ acceptedAt: z.string(), choice: quoteChoiceSchema.nullable(), schedule: z.number().int().nullable() }).nullable(),
});

export const publicInvoiceSchema = z.object({
  kind: z.literal('invoice'),
  ...common,
  number: z.string(),
  status: z.enum(INVOICE_STATES),
  content: invoiceContentSchema,
  totals: quoteTotalsSchema,
  instalments: z.array(invoiceInstalmentSchema),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  paidMinor: z.number().int(),
  /** What its credit notes credit together: the balance is total − paid − credited. */
  creditedMinor: z.number().int(),
  /** Its credit notes, oldest first; each one's PDF opens by the same link. */
  creditNotes: z.array(creditNoteSummarySchema.pick({ id: true, number: true, issuedOn: true, totalMinor: true })),
  balanceMinor: z.number().int(),
});

export const publicDocumentSchema = z.discriminatedUnion('kind', [publicQuoteSchema, publicInvoiceSchema]);
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
export const publicDocumentResponseSchema = envelope(publicDocumentSchema);

/** The texts of a link that no longer opens its document (expired, revoked, never was). */
export const DOCUMENT_LINK_TEXTS = {
  goneTitle: 'This link has expired',
  gone: 'This link no longer opens a document. Ask the studio to send it again.',
} as const;

/** A revoke's answer: how many live links stopped opening the document. */
export const revokedLinksResponseSchema = envelope(z.object({ revoked: z.number().int() }));
