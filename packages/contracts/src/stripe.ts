import { z } from 'zod';
import { ApiRoutes } from './api-routes.ts';
import { envelope } from './envelope.ts';
import { tokenText } from './fields.ts';
import { idempotencyKeySchema } from './subscription-payments.ts';
import { promoCodeInputSchema } from './promo-codes.ts';

/**
 * The Stripe provider's endpoints (issue 5), live when STRIPE_SECRET_KEY is set: Stripe Checkout
 * sells the plan, the customer portal is the user menu's STRIPE_DASHBOARD, and the webhook tells
 * Focal what happened.
 */
export const StripePaths = {
  checkoutSession: ApiRoutes.createStripeCheckoutSession.path,
  portalSession: ApiRoutes.createStripePortalSession.path,
  webhook: ApiRoutes.receiveStripeWebhook.path,
} as const;

/** Stripe's default, which the issue asks for: a signature older than this is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export const stripeCheckoutSessionRequestSchema = z.object({
  planId: tokenText(1, 100),
  promoCode: promoCodeInputSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type StripeCheckoutSessionRequest = z.infer<typeof stripeCheckoutSessionRequestSchema>;

/** Where to send the browser: Stripe's hosted page (it cannot be framed, so it opens at the top). */
export const stripeRedirectResponseSchema = envelope(z.object({ url: z.string() }));
