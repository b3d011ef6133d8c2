import { z } from 'zod';
import { ApiRoutes } from './api-routes.ts';
import { envelope } from './envelope.ts';
import { singleLineText, tokenText } from './fields.ts';
import { subscriptionDataSchema } from './subscription.ts';

/** The checkout endpoints (issue 5): owners pay for a plan; a lapsed account may too. */
export const SubscriptionPaymentPaths = {
  checkout: ApiRoutes.checkout.path,
  confirm: ApiRoutes.confirmPayment.path,
} as const;

/**
 * The sandbox provider's test cards (like a card network's test mode). With Stripe the card is
 * entered in Stripe's own fields and never reaches our server; only the sandbox takes `card`.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
  renewalFails: '4000000000000341',
} as const;

/** A client-chosen key (a UUID is fine): the same key twice creates one payment, answered twice alike. */
export const idempotencyKeySchema = singleLineText().trim().min(8).max(200);

export const cardSchema = z.object({
  number: singleLineText()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: singleLineText().regex(/^\d{3,4}$/, 'Enter the security code'),
});
export type Card = z.infer<typeof cardSchema>;

export const checkoutRequestSchema = z.object({
  planId: tokenText(1, 100),
  card: cardSchema,
  idempotencyKey: idempotencyKeySchema,
  /** A coupon or referral code (promo-codes.ts); an unknown or expired one is refused, nothing charged. */
  promoCode: singleLineText().trim().min(1).max(64).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Confirming needs no key of its own: the payment intent is one, and a second confirm answers alike. */
export const confirmSubscriptionPaymentRequestSchema = z.object({ paymentIntentId: tokenText(1, 200) });
export type ConfirmSubscriptionPaymentRequest = z.infer<typeof confirmSubscriptionPaymentRequestSchema>;

export const checkoutResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('succeeded'),
    planName: z.string(),
    /** What was charged, and the promo code's discount on it (minor units). */
    amountMinor: z.number().int(),
    discountMinor: z.number().int(),
    invoiceNumber: z.string(),
    receiptNumber: z.string(),
    subscription: subscriptionDataSchema,
  }),
  /** The card needs a confirmation step: the client shows i_0 and opens confirm-payment. */
  z.object({ status: z.literal('requires_action'), paymentIntentId: z.string() }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export const checkoutResponseSchema = envelope(checkoutResultSchema);
