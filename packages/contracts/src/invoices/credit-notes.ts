/**
 * Credit notes (issue 32): an issued invoice is corrected, in full or in part, by a credit note
 * with its own gapless number (`CN-0001`). It is issued when it is made and never changes. The
 * arithmetic is credit.ts's; amounts are positive and mean "credited".
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { multiLineText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { quoteTotalsSchema } from '../quotes/api.ts';
import { INVOICE_LIMITS } from './content.ts';
import { creditNoteSummarySchema, invoicePartySchema, versionField } from './api.ts';

export const CREDIT_REASON_MAX = 2_000;
/** The series' pattern until the studio sets its own (Settings → invoice numbering). */
export const CREDIT_NOTE_PATTERN = 'CN-{NUMBER:4}';

export const creditNoteParamsSchema = z.strictObject({ id: z.uuid() });

const minor = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** One line of the invoice (its position), credited by a quantity (thousandths) or an amount (its base). */
const creditLineRequestSchema = z
  .strictObject({
    index: z.number().int().min(0).max(INVOICE_LIMITS.lines - 1),
    quantityThousandths: minor.nullish(),
    amountMinor: minor.nullish(),
  })
  .refine((line) => (line.quantityThousandths == null) !== (line.amountMinor == null), {
    message: 'Give a quantity or an amount, not both',
    path: ['quantityThousandths'],
  });

/**
 * Credit an issued invoice: everything not yet credited (`full`), or chosen lines. `updatedAt` is
 * the invoice's version the studio looked at (a note made since: StaleVersion).
 */
export const createCreditNoteRequestSchema = z.strictObject({
  updatedAt: versionField,
  reason: multiLineText().trim().min(1).max(CREDIT_REASON_MAX, tooLong(CREDIT_REASON_MAX)),
  credit: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('full') }),
    z.strictObject({
      kind: z.literal('lines'),
      lines: z.array(creditLineRequestSchema).min(1).max(INVOICE_LIMITS.lines),
    }),
  ]),
});
export type CreateCreditNoteRequest = z.input<typeof createCreditNoteRequestSchema>;

const taxTotalsSchema = quoteTotalsSchema.shape.taxes.element;

export const creditNoteLineSchema = z.object({
  /** The invoice line it credits (its position). */
  index: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The quantity credited; null when an amount was. */
  quantityThousandths: z.number().int().nullable(),
  unitPriceMinor: z.number().int(),
  /** The amount credited, in the invoice's pricing (before tax, or with it when prices include tax). */
  baseMinor: z.number().int(),
  netMinor: z.number().int(),
  taxes: z.array(taxTotalsSchema),
  grossMinor: z.number().int(),
});

export const creditNoteSchema = creditNoteSummarySchema.extend({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  jobId: z.string(),
  pricesIncludeTax: z.boolean(),
  lines: z.array(creditNoteLineSchema),
  taxes: z.array(taxTotalsSchema),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema.nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteResponseSchema = envelope(creditNoteSchema);

/** An invoice's credit notes and, per line, what is left to credit (the credit note form's rows). */
export const invoiceCreditsResponseSchema = envelope(
  z.object({
    creditedMinor: z.number().int(),
    notes: z.array(creditNoteSummarySchema),
    lines: z.array(
      z.object({
        index: z.number().int(),
        name: z.string(),
        quantityThousandths: z.number().int(),
        baseMinor: z.number().int(),
        remainingQuantityThousandths: z.number().int(),
        remainingMinor: z.number().int(),
      }),
    ),
  }),
);
export type InvoiceCredits = z.infer<typeof invoiceCreditsResponseSchema>['data'];
