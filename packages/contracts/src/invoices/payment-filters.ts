/**
 * What /payments' filters take: the payments' methods and states, and the list's query. Apart from
 * payments.ts (which re-exports it) so the web's list reads its filters without building every
 * invoice and job schema when it loads (issue 31: that took a long task on a phone).
 */
import { z } from 'zod';
import { isoDateField, singleLineText } from '../fields.ts';
import { CARD_ATTEMPT_STATES } from './card-attempts.ts';

/** The ways a studio records money it received by hand ('card': taken on a terminal or elsewhere). */
export const RECORDED_PAYMENT_METHODS = ['bank-transfer', 'cash', 'cheque', 'card', 'other'] as const;
/**
 * Every payment's method: those, a card the client paid with in the portal, and the client's credit
 * the studio applied to the invoice (money already received on another invoice, never typed in).
 */
export const PAYMENT_METHODS = [...RECORDED_PAYMENT_METHODS, 'online-card', 'client-credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A payment not refunded, refunded in part, or refunded in full. */
export const PAYMENT_STATES = ['paid', 'partially-refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** /payments' state filter: a payment's states, and a card attempt's (card-attempts.ts). */
export const PAYMENT_LIST_STATES = [...PAYMENT_STATES, ...CARD_ATTEMPT_STATES] as const;
export type PaymentListState = (typeof PAYMENT_LIST_STATES)[number];

export const PAYMENT_LIST_MAX = 100;

/**
 * /payments' list: newest received first, narrowed by day range, method, client or record. The
 * states pending and failed list the portal's card attempts instead (newest started first, the days
 * those they were started on in the company's time zone).
 */
export const listPaymentsQuerySchema = z.strictObject({
  state: z.enum(PAYMENT_LIST_STATES).optional(),
  from: isoDateField().optional(),
  to: isoDateField().optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  clientId: z.uuid().optional(),
  jobId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(PAYMENT_LIST_MAX).default(25),
  cursor: singleLineText().max(1000).optional(),
});
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;
/** The same filter for the CSV download (every payment it holds, no pages). */
export const exportPaymentsQuerySchema = listPaymentsQuerySchema.omit({ limit: true, cursor: true });
