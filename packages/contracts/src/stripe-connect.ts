/**
 * Clients' card payments under Stripe (issue 33): each studio connects its own Stripe account
 * (Connect Standard, through Stripe's hosted onboarding), or an installation a studio hosts itself
 * uses its own key's account; clients pay on Stripe Checkout, so no card number reaches Focal.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** pending: onboarding not finished; restricted: Stripe wants more before it pays out or charges; enabled. */
export const STRIPE_ACCOUNT_STATES = ['pending', 'restricted', 'enabled'] as const;
export type StripeAccountState = (typeof STRIPE_ACCOUNT_STATES)[number];

export const stripeConnectionSchema = z.object({
  /** sandbox: this installation has no Stripe (the built-in sandbox takes cards). */
  mode: z.enum(['sandbox', 'connect', 'own-account']),
  accountId: z.string().nullable(),
  state: z.enum(STRIPE_ACCOUNT_STATES).nullable(),
  /** Whether this company's clients can pay by card now. */
  clientsCanPay: z.boolean(),
  /** The installation's fee on each payment (Connect), in hundredths of a percent. */
  applicationFeeBasisPoints: z.number().int(),
});
export type StripeConnection = z.infer<typeof stripeConnectionSchema>;
export const stripeConnectionResponseSchema = envelope(stripeConnectionSchema);
export const stripeOnboardingResponseSchema = envelope(z.object({ url: z.string() }));

export const STRIPE_CONNECT_TEXTS = {
  notStripeTitle: 'Stripe is not used here',
  notStripe: 'This installation takes card payments through its built-in sandbox; there is no Stripe account to connect.',
  ownAccountTitle: "Payments go to this installation's Stripe account",
  ownAccount: 'The Stripe account is set by whoever runs this installation, not connected per company.',
  notConnectedTitle: 'Online card payments are not set up',
  notConnected: 'The studio has not finished connecting its Stripe account. Pay the studio another way for now.',
  stripeFailedTitle: 'Stripe did not answer',
  stripeFailed: 'Stripe could not be reached or refused the request. Try again in a moment.',
} as const;
