import { ApiRoutes as R } from '../api-routes.ts';
import { revokedLinksResponseSchema } from '../documents/public.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  changeInvoiceScheduleRequestSchema,
  createInvoiceRequestSchema,
  invoiceNumberingResponseSchema,
  invoicePageResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  sendInvoiceRequestSchema,
  sentInvoiceResponseSchema,
  listInvoicesQuerySchema,
  makeInvoiceRequestSchema,
  updateInvoiceNumberingRequestSchema,
  updateInvoiceRequestSchema,
  voidInvoiceRequestSchema,
} from '../invoices/api.ts';
import {
  createCreditNoteRequestSchema,
  creditNoteParamsSchema,
  creditNoteResponseSchema,
  invoiceCreditsResponseSchema,
} from '../invoices/credit-notes.ts';
import { moneyOwedResponseSchema } from '../invoices/owed.ts';
import {
  applyCreditRequestSchema,
  exportPaymentsQuerySchema,
  invoiceClientCreditResponseSchema,
  invoicePaymentsResponseSchema,
  listPaymentsQuerySchema,
  paymentPageResponseSchema,
  paymentParamsSchema,
  refundPaymentRequestSchema,
  recordedPaymentResponseSchema,
  recordPaymentRequestSchema,
} from '../invoices/payments.ts';

const invoices = { tags: ['invoices'], access: 'company' } as const;
const VERSION = '`updatedAt` is the version the page loaded (changed since: StaleVersion).';

/** A lead's or job's invoices, and the company's invoice numbering. */
export const invoiceEndpoints = {
  listInvoices: endpoint(R.listInvoices, {
    ...invoices,
    description:
      'The company\'s invoices, newest first; `filter` open (sent, a balance left), overdue, draft, void or all; keyset pages through `nextCursor`.',
    query: listInvoicesQuerySchema,
    response: invoicePageResponseSchema,
  }),
  getMoneyOwed: endpoint(R.getMoneyOwed, {
    ...invoices,
    description:
      'What the company is owed over all its issued invoices: in all, overdue (the first unpaid instalment is past its day) and due within two weeks, with the longest overdue.',
    response: moneyOwedResponseSchema,
  }),
  createInvoice: endpoint(R.createInvoice, {
    ...invoices,
    description: "Starts a draft invoice (no number yet) for a lead or job of the company, in the company's currency.",
    body: createInvoiceRequestSchema,
    response: invoiceResponseSchema,
  }),
  getInvoice: endpoint(R.getInvoice, {
    ...invoices,
    description: 'An invoice with its totals, its tax per rate and its instalments as of today.',
    params: invoiceParamsSchema,
    response: invoiceResponseSchema,
  }),
  getInvoicePdf: endpoint(R.getInvoicePdf, {
    ...invoices,
    description:
      'The invoice as a PDF (PDF/A-2b, fonts embedded); an issued invoice gives the same bytes every time.',
    params: invoiceParamsSchema,
  }),
  updateInvoice: endpoint(R.updateInvoice, {
    ...invoices,
    description: `Replaces a draft's content; an issued invoice is Conflict (void it, or correct it). ${VERSION}`,
    params: invoiceParamsSchema,
    body: updateInvoiceRequestSchema,
    response: invoiceResponseSchema,
  }),
  deleteInvoice: endpoint(R.deleteInvoice, {
    ...invoices,
    description: 'Deletes a draft; an issued invoice is Conflict (void it: its number is kept).',
    params: invoiceParamsSchema,
    response: emptyDataSchema,
  }),
  sendInvoice: endpoint(R.sendInvoice, {
    ...invoices,
    description: `Issues a draft: the company's next number (gapless), the issue day, the studio's and the client's details; mailed (unless \`email\` is false) to the main client with its link and PDF. ${VERSION}`,
    params: invoiceParamsSchema,
    body: sendInvoiceRequestSchema,
    response: sentInvoiceResponseSchema,
  }),
  changeInvoiceSchedule: endpoint(R.changeInvoiceSchedule, {
    ...invoices,
    description: `A sent invoice's schedule, changed until its first instalment is paid in full (the issued lines and figures stay as they are). ${VERSION}`,
    params: invoiceParamsSchema,
    body: changeInvoiceScheduleRequestSchema,
    response: invoiceResponseSchema,
  }),
  voidInvoice: endpoint(R.voidInvoice, {
    ...invoices,
    description: `Voids an issued invoice with a reason; it keeps its number and stays listed. ${VERSION}`,
    params: invoiceParamsSchema,
    body: voidInvoiceRequestSchema,
    response: invoiceResponseSchema,
  }),
  makeInvoiceFromQuote: endpoint(R.makeInvoiceFromQuote, {
    ...invoices,
    description: `A draft invoice from a quote: the accepted choice's lines and the schedule chosen (an unaccepted quote only with \`unaccepted\`). ${VERSION}`,
    params: invoiceParamsSchema,
    body: makeInvoiceRequestSchema,
    response: invoiceResponseSchema,
  }),
  getInvoiceNumbering: endpoint(R.getInvoiceNumbering, {
    ...invoices,
    description: "The company's invoice numbering and the number the next invoice would take.",
    response: invoiceNumberingResponseSchema,
  }),
  updateInvoiceNumbering: endpoint(R.updateInvoiceNumbering, {
    ...invoices,
    description:
      'Changes the pattern, the next number (never at or below a number already issued in the period) and the yearly reset.',
    body: updateInvoiceNumberingRequestSchema,
    response: invoiceNumberingResponseSchema,
  }),
  listInvoicePayments: endpoint(R.listInvoicePayments, {
    ...invoices,
    description: "An issued invoice's recorded payments, oldest first.",
    params: invoiceParamsSchema,
    response: invoicePaymentsResponseSchema,
  }),
  recordPayment: endpoint(R.recordPayment, {
    ...invoices,
    description:
      'Records a payment the studio received for an issued, unvoided invoice: it goes to the instalments oldest first and what passes the balance is kept as the client\'s credit. `requestId` makes it safe to send twice: one payment is recorded, and answered again.',
    params: invoiceParamsSchema,
    body: recordPaymentRequestSchema,
    response: recordedPaymentResponseSchema,
  }),
  getInvoiceClientCredit: endpoint(R.getInvoiceClientCredit, {
    ...invoices,
    description:
      "The credit the invoice's client has in the invoice's currency: what their payments passed other invoices' balances by, less what was applied to invoices or refunded since (0: none, or no client).",
    params: invoiceParamsSchema,
    response: invoiceClientCreditResponseSchema,
  }),
  applyClientCredit: endpoint(R.applyClientCredit, {
    ...invoices,
    description:
      "Pays an issued, unvoided invoice from its client's credit in its currency, oldest credit first: one payment of method `client-credit`, never more than the balance nor the credit. `requestId` makes it safe to send twice: one payment is recorded, and answered again.",
    params: invoiceParamsSchema,
    body: applyCreditRequestSchema,
    response: recordedPaymentResponseSchema,
  }),
  listPayments: endpoint(R.listPayments, {
    ...invoices,
    description:
      "The company's recorded payments, newest received first, narrowed by received day (from, to), method, client or record; keyset pages through `nextCursor`; the first page carries the filter's totals per currency. The states pending and failed list the portal's card attempts instead (under way, or declined or never confirmed with the bank), newest started first.",
    query: listPaymentsQuerySchema,
    response: paymentPageResponseSchema,
  }),
  exportPayments: endpoint(R.exportPayments, {
    ...invoices,
    description: "The filter's payments (or card attempts, under pending and failed) as a CSV file, newest first.",
    query: exportPaymentsQuerySchema,
  }),
  refundPayment: endpoint(R.refundPayment, {
    ...invoices,
    description:
      "Records a refund of part or all of a payment: the payment's credit first, then what paid the invoice, whose balance and state follow. `requestId` makes it safe to send twice.",
    params: paymentParamsSchema,
    body: refundPaymentRequestSchema,
    response: recordedPaymentResponseSchema,
  }),
  getPaymentReceipt: endpoint(R.getPaymentReceipt, {
    ...invoices,
    description:
      "A payment's receipt as a PDF: the amount, day and method, what it paid on its invoice and what was kept as credit, its refunds and the invoice's balance as they stand.",
    params: paymentParamsSchema,
  }),
  getCreditNoteNumbering: endpoint(R.getCreditNoteNumbering, {
    ...invoices,
    description: "The company's credit note numbering (a series of its own) and the number the next note would take.",
    response: invoiceNumberingResponseSchema,
  }),
  updateCreditNoteNumbering: endpoint(R.updateCreditNoteNumbering, {
    ...invoices,
    description:
      "Changes the credit notes' pattern, next number (never at or below a number already issued in the period) and yearly reset.",
    body: updateInvoiceNumberingRequestSchema,
    response: invoiceNumberingResponseSchema,
  }),
  listInvoiceCreditNotes: endpoint(R.listInvoiceCreditNotes, {
    ...invoices,
    description:
      "An invoice's credit notes, oldest first, what they credit together, and per line what is left to credit.",
    params: invoiceParamsSchema,
    response: invoiceCreditsResponseSchema,
  }),
  createCreditNote: endpoint(R.createCreditNote, {
    ...invoices,
    description: `Issues a credit note for an issued (not void) invoice: everything not yet credited, or chosen lines by quantity or amount, never more than is left; it takes the company's next credit note number (gapless), and the invoice's balance falls by its total. ${VERSION}`,
    params: invoiceParamsSchema,
    body: createCreditNoteRequestSchema,
    response: creditNoteResponseSchema,
  }),
  getCreditNote: endpoint(R.getCreditNote, {
    ...invoices,
    description: 'A credit note: the invoice it corrects, its reason, lines, tax per rate and total.',
    params: creditNoteParamsSchema,
    response: creditNoteResponseSchema,
  }),
  getCreditNotePdf: endpoint(R.getCreditNotePdf, {
    ...invoices,
    description: 'The credit note as a PDF (the same bytes every time).',
    params: creditNoteParamsSchema,
  }),
  revokeInvoiceLinks: endpoint(R.revokeInvoiceLinks, {
    ...invoices,
    description: 'Every link mailed for it stops opening it (a new send mails a new one).',
    params: invoiceParamsSchema,
    response: revokedLinksResponseSchema,
  }),
};
