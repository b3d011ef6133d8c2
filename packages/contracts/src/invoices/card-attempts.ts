/**
 * Card payments a client started in the portal that did not become a payment (issue 33): still
 * under way (the provider has not answered, or the bank has not confirmed yet) or failed (declined,
 * or never confirmed with the bank). /payments lists them under the state filters `pending` and
 * `failed`, in place of the recorded payments.
 */
import { z } from 'zod';

export const CARD_ATTEMPT_STATES = ['pending', 'failed'] as const;
export type CardAttemptState = (typeof CARD_ATTEMPT_STATES)[number];
export const isCardAttemptState = (state: string | undefined): state is CardAttemptState =>
  CARD_ATTEMPT_STATES.includes(state as CardAttemptState);

/**
 * A card attempt in /payments' list. `state` tells it from a payment's row (theirs are paid,
 * partially-refunded or refunded). `failureReason` says in words why a failed one failed.
 */
export const cardAttemptListRowSchema = z.object({
  id: z.string(),
  state: z.enum(CARD_ATTEMPT_STATES),
  /** True while the client is asked to confirm with their bank (3-D Secure), less than an hour. */
  awaitingBank: z.boolean(),
  failureReason: z.string().nullable(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  jobStage: z.enum(['lead', 'job']),
  clientName: z.string().nullable(),
  currency: z.string(),
  /** What would pay the invoice; the card is charged this plus the surcharge and the tip. */
  amountMinor: z.number().int(),
  surchargeMinor: z.number().int(),
  tipMinor: z.number().int(),
  /** When the client started it. */
  createdAt: z.string(),
});
export type CardAttemptListRow = z.infer<typeof cardAttemptListRowSchema>;
