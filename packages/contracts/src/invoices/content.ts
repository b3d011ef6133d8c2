/**
 * What an invoice says (issue 32): lines, a discount, notes and terms, the supply day, and when it
 * is due: a payment schedule (money/schedule.ts), or one due day, or on issue. The figures are the
 * money module's; the lines are a fixed quote's (`quoteLineSchema`), so a quote's lines become an
 * invoice's as they are.
 */
import { z } from 'zod';
import { isoDateField, multiLineText, requiredText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { scheduleRuleSchema } from '../money/schedule-schemas.ts';
import { discountSchema } from '../money/schemas.ts';
import { quoteLineSchema } from '../quotes/content.ts';
import { QUOTE_LIMITS } from '../quotes/limits.ts';

export const INVOICE_LIMITS = {
  title: 120,
  lines: 200,
  notes: 10_000,
  message: 2_000,
  exemptionNote: 500,
} as const;

const text = (max: number) => multiLineText().trim().max(max, tooLong(max));

export const invoiceContentSchema = z.strictObject({
  title: requiredText(INVOICE_LIMITS.title),
  lines: z.array(quoteLineSchema).max(INVOICE_LIMITS.lines),
  discount: discountSchema.nullable().default(null),
  notes: text(INVOICE_LIMITS.notes).default(''),
  terms: text(INVOICE_LIMITS.notes).default(''),
  /** The studio's note to the client: the portal and the sending mail show it, the PDF does not (a quote's `message`). */
  message: text(INVOICE_LIMITS.message).default(''),
  /** The day the work was done or delivered, where it differs from the issue day (EU VAT art. 226). */
  supplyOn: isoDateField().nullable().default(null),
  /** When nothing is scheduled: the day it is due (none: on issue). */
  dueOn: isoDateField().nullable().default(null),
  /** Instalments; the booking date is the day the quote was accepted, else the issue day. */
  schedule: scheduleRuleSchema.nullable().default(null),
  /** Printed where a line's tax rate is zero: why no tax is charged (an exemption, reverse charge). */
  exemptionNote: text(INVOICE_LIMITS.exemptionNote).default(''),
});
export type InvoiceContentInput = z.input<typeof invoiceContentSchema>;
export type InvoiceContent = z.output<typeof invoiceContentSchema>;

/** The same line limit as a quote's (a quote's lines become an invoice's). */
export const INVOICE_LINES_MAX = Math.min(INVOICE_LIMITS.lines, QUOTE_LIMITS.lines);
