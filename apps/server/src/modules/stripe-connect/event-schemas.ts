import { z } from 'zod';
import { eventSchema } from '../account-billing/stripe/event-schemas.ts';

/**
 * The Stripe events about clients' payments and connected accounts that Focal applies, checked
 * before anything reaches the database (as the subscription's: a signed event proves who sent it,
 * not that its fields fit). Only the fields read are declared.
 */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);

/** A connected account's events carry it; the installation's own account's do not. */
export const connectEventSchema = eventSchema.extend({ account: stripeId.optional() });
export type ConnectEvent = z.infer<typeof connectEventSchema>;

const checkoutSessionSchema = z.object({
  id: stripeId,
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  payment_intent: z
    .union([stripeId, z.object({ id: stripeId })])
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  metadata: z.object({ focalCardPaymentId: z.uuid().optional() }).nullable().optional(),
});

const accountSchema = z.object({
  id: stripeId,
  object: z.literal('account'),
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
});

export const connectObjectSchemas = {
  'checkout.session.completed': checkoutSessionSchema,
  'checkout.session.async_payment_succeeded': checkoutSessionSchema,
  'checkout.session.async_payment_failed': checkoutSessionSchema,
  'checkout.session.expired': checkoutSessionSchema,
  'account.updated': accountSchema,
} as const;
export type ConnectSession = z.infer<typeof checkoutSessionSchema>;
export type ConnectAccount = z.infer<typeof accountSchema>;
