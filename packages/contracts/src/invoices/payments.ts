/**
 * Payments recorded by the studio against an issued invoice (issue 33: cash, a bank transfer, a
 * cheque, a card taken elsewhere). A payment goes to the invoice's instalments oldest first (the
 * schedule's `instalmentStatus` reads the invoice's paid total that way); what passes the balance
 * is kept as the client's credit, never lost. Amounts are positive integers in minor units.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { isoDateField, multiLineText, optionalText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { invoiceSchema } from './api.ts';
import { cardAttemptListRowSchema } from './card-attempts.ts';
import { PAYMENT_METHODS, PAYMENT_STATES, RECORDED_PAYMENT_METHODS } from './payment-filters.ts';

export * from './payment-filters.ts';

export const PAYMENT_LIMITS = { reference: 100, note: 1_000, reason: 500 } as const;

export const paymentParamsSchema = z.strictObject({ id: z.uuid() });

export const recordPaymentRequestSchema = z.strictObject({
  /**
   * Made once by the form that records it: the same key sent twice (a double click, a retry after
   * a lost answer) records one payment and answers it again.
   */
  requestId: z.uuid(),
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** The day the money arrived, in the company's calendar (not after today). */
  receivedOn: isoDateField(),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  /** The bank's or the cheque's reference, if any. */
  reference: optionalText(PAYMENT_LIMITS.reference).default(null),
  note: multiLineText().trim().max(PAYMENT_LIMITS.note, tooLong(PAYMENT_LIMITS.note)).default(''),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  /** What went to the invoice's balance. */
  appliedMinor: z.number().int(),
  /** What passed the balance: kept as the client's credit. */
  creditMinor: z.number().int(),
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string(),
  /** What was given back of it (refunds), the client's credit first, then what paid the invoice. */
  refundedMinor: z.number().int(),
  /**
   * Paid by card on top of the amount (docs/decisions/card-surcharge-and-tips.md): the card
   * surcharge and the client's tip. Neither pays the invoice nor becomes credit.
   */
  surchargeMinor: z.number().int(),
  tipMinor: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  /** Who recorded it (null: a member since removed). */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Gives back part or all of a payment (recorded by hand: the money left another way). It takes
 * the payment's credit first (money the invoice did not need), then what paid the invoice, whose
 * balance and state follow. `requestId` as a payment's: sent twice, refunded once.
 */
export const refundPaymentRequestSchema = z.strictObject({
  requestId: z.uuid(),
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  refundedOn: isoDateField(),
  reason: multiLineText().trim().min(1).max(PAYMENT_LIMITS.reason, tooLong(PAYMENT_LIMITS.reason)),
});
export type RefundPaymentRequest = z.input<typeof refundPaymentRequestSchema>;

/**
 * Pays an invoice from its client's credit in the invoice's currency (what their payments passed
 * other balances by, less what was applied or refunded since), oldest credit first: one payment of
 * method `client-credit`, never more than the balance nor the credit. `requestId` as a payment's.
 */
export const applyCreditRequestSchema = z.strictObject({
  requestId: z.uuid(),
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type ApplyCreditRequest = z.input<typeof applyCreditRequestSchema>;

/** The credit the invoice's client has in the invoice's currency (0: none, or no client). */
export const invoiceClientCreditResponseSchema = envelope(
  z.object({ currency: z.string(), amountMinor: z.number().int() }),
);

/** A recorded payment and the invoice after it (its paid total, balance, state and instalments). */
export const recordedPaymentResponseSchema = envelope(z.object({ payment: paymentSchema, invoice: invoiceSchema }));
export const paymentRefundSchema = z.object({
  id: z.string(),
  amountMinor: z.number().int(),
  refundedOn: z.string(),
  reason: z.string(),
  /**
   * A card payment's refund is pending while the card provider has not answered (its amount is
   * held); a recorded one, and a card one the provider made, succeeded. A refused one is not listed.
   */
  status: z.enum(['pending', 'succeeded']),
  createdAt: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** An invoice's payments, oldest first, each with its refunds, oldest first. */
export const invoicePaymentsResponseSchema = envelope(
  z.object({ rows: z.array(paymentSchema.extend({ refunds: z.array(paymentRefundSchema) })) }),
);

export const paymentListRowSchema = paymentSchema.extend({
  invoiceNumber: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  jobStage: z.enum(['lead', 'job']),
  clientName: z.string().nullable(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;

/** What the filter holds in all, per currency (a company that changed currency has two). */
export const paymentTotalsSchema = z.array(
  z.object({
    currency: z.string(),
    count: z.number().int(),
    amountMinor: z.number().int(),
    creditMinor: z.number().int(),
    refundedMinor: z.number().int(),
  }),
);
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** A payment's row or, under the states pending and failed, a card attempt's (told apart by `state`). */
export const paymentPageRowSchema = z.union([paymentListRowSchema, cardAttemptListRowSchema]);
export type PaymentPageRow = z.infer<typeof paymentPageRowSchema>;

/**
 * A page of payments; the totals come with the first page only (null on the next ones). Card
 * attempts' totals count and sum the attempts (nothing kept as credit or refunded).
 */
export const paymentPageResponseSchema = envelope(
  z.object({
    rows: z.array(paymentPageRowSchema),
    nextCursor: z.string().nullable(),
    totals: paymentTotalsSchema.nullable(),
  }),
);
