/**
 * The invoices API (issue 32) under /api/user/invoices. A draft has no number; sending issues it:
 * it takes the company's next number (gapless, in the company's pattern), the issue day, and
 * copies of the studio's and the client's details, and its figures never change again. An issued
 * invoice is never deleted: it is voided, and keeps its number.
 */
import { z } from 'zod';
import { numberingSettingSchema } from '../documents/numbering-schema.ts';
import { envelope } from '../envelope.ts';
import { multiLineText, singleLineText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { scheduleRuleSchema } from '../money/schedule-schemas.ts';
import { quoteTotalsSchema } from '../quotes/api.ts';
import { invoiceContentSchema } from './content.ts';

/** draft; sent (issued); viewed; partially paid; paid; overdue (an instalment past due unpaid); void. */
export const INVOICE_STATES = ['draft', 'sent', 'viewed', 'partially-paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const VOID_REASON_MAX = 2_000;
export const versionField = z.iso.datetime({ offset: true });

export const invoiceParamsSchema = z.strictObject({ id: z.uuid() });

export const createInvoiceRequestSchema = z.strictObject({
  jobId: z.uuid(),
  content: invoiceContentSchema,
});
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequestSchema>;

/** A draft's whole content, on the version the editor loaded. An issued invoice is Conflict. */
export const updateInvoiceRequestSchema = z.strictObject({
  updatedAt: versionField,
  content: invoiceContentSchema,
});
export type UpdateInvoiceRequest = z.input<typeof updateInvoiceRequestSchema>;

/** Send (issue): the version loaded; `email` false when the studio hands the invoice over itself. */
export const sendInvoiceRequestSchema = z.strictObject({ updatedAt: versionField, email: z.boolean().default(true) });

export const voidInvoiceRequestSchema = z.strictObject({
  updatedAt: versionField,
  reason: multiLineText().trim().min(1).max(VOID_REASON_MAX, tooLong(VOID_REASON_MAX)),
});

/** A sent invoice's new schedule, until its first instalment is paid in full. */
export const changeInvoiceScheduleRequestSchema = z.strictObject({
  updatedAt: versionField,
  schedule: scheduleRuleSchema,
});
export type ChangeInvoiceScheduleRequest = z.input<typeof changeInvoiceScheduleRequestSchema>;

/** An invoice from a quote: an accepted one, or a draft or sent one when the studio says so. */
export const makeInvoiceRequestSchema = z.strictObject({
  updatedAt: versionField,
  /** Make it from the quote's current version although the client has not accepted it. */
  unaccepted: z.boolean().default(false),
});

export const INVOICE_LIST_MAX = 100;
export const listInvoicesQuerySchema = z.strictObject({
  /** open: sent and not paid (what the studio is owed); all: every invoice but drafts are listed too. */
  filter: z.enum(['all', 'open', 'overdue', 'draft', 'void']).default('all'),
  limit: z.coerce.number().int().min(1).max(INVOICE_LIST_MAX).default(25),
  cursor: singleLineText().max(1000).optional(),
});

/** The studio's or the client's details as printed on the invoice, copied when it was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.array(z.string()),
  taxNumber: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  /** Taken when issued: null on a draft. */
  number: z.string().nullable(),
  jobId: z.string(),
  jobName: z.string(),
  title: z.string(),
  status: z.enum(INVOICE_STATES),
  currency: z.string(),
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** total − paid − credited (credit notes): what the client still owes. */
  balanceMinor: z.number().int(),
  issuedOn: z.string().nullable(),
  /** The last day anything on it is due (its schedule's last instalment), when known. */
  dueOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicePageResponseSchema = envelope(
  z.object({ rows: z.array(invoiceSummarySchema), nextCursor: z.string().nullable() }),
);

export const invoiceInstalmentSchema = z.object({
  label: z.string().nullable(),
  amountMinor: z.number().int(),
  dueOn: z.string().nullable(),
  paidMinor: z.number().int(),
  state: z.enum(['paid', 'overdue', 'due', 'upcoming', 'unscheduled']),
});

/** A credit note as an invoice lists it (credit-notes.ts has the whole note). */
export const creditNoteSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  currency: z.string(),
  /** What it credits, tax included: positive, and taken off the invoice's balance. */
  totalMinor: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  jobStage: z.enum(['lead', 'job']),
  quoteId: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
  content: invoiceContentSchema,
  totals: quoteTotalsSchema,
  /** The schedule's instalments as of today (one instalment when the invoice has no schedule). */
  instalments: z.array(invoiceInstalmentSchema),
  /** The schedule in force: as changed after issue, else the content's, else one instalment for all. */
  schedule: scheduleRuleSchema,
  /** Sent, not void, and its first instalment not yet paid in full: the schedule may change. */
  scheduleCanChange: z.boolean(),
  seller: invoicePartySchema.nullable(),
  buyer: invoicePartySchema.nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** What its credit notes credit together (the balance is total − paid − credited). */
  creditedMinor: z.number().int(),
  /** Its credit notes, oldest first. */
  creditNotes: z.array(creditNoteSummarySchema),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = envelope(invoiceSchema);
/** A send's answer: the invoice, and the address it was mailed to (null: no mail, no address). */
export const sentInvoiceResponseSchema = envelope(invoiceSchema.extend({ mailedTo: z.string().nullable() }));

/** Settings → invoice numbering: the pattern, the next number and the yearly reset. */
export const invoiceNumberingResponseSchema = envelope(
  z.object({
    pattern: z.string(),
    nextNumber: z.number().int(),
    resetYearly: z.boolean(),
    /** The number the next invoice issued today would take, printed. */
    preview: z.string(),
  }),
);
export const updateInvoiceNumberingRequestSchema = numberingSettingSchema;
