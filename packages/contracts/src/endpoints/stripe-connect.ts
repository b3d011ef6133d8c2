import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  portalCardPaymentParamsSchema,
  portalDocumentParamsSchema,
  portalPayRequestSchema,
} from '../portal/api.ts';
import {
  stripeConnectionResponseSchema,
  stripeOnboardingResponseSchema,
} from '../stripe-connect.ts';

const settings = { tags: ['payment-settings'], access: 'company' } as const;

/** What the client pays on Stripe's page: the card form's request without a card. */
export const portalCheckoutRequestSchema = portalPayRequestSchema.omit({ card: true });
export type PortalCheckoutRequest = z.input<typeof portalCheckoutRequestSchema>;
export const portalCheckoutResponseSchema = envelope(
  z.object({ url: z.string(), cardPaymentId: z.string() }),
);

/** Settings → Payments → Stripe, Stripe's events about clients' payments, and paying on Stripe. */
export const stripeConnectEndpoints = {
  getStripeConnection: endpoint(R.getStripeConnection, {
    ...settings,
    description:
      "Where the company's clients' card payments go: the sandbox, this installation's own Stripe account, or the company's connected account and its state.",
    response: stripeConnectionResponseSchema,
  }),
  startStripeOnboarding: endpoint(R.startStripeOnboarding, {
    ...settings,
    description:
      "Owners: creates the company's Stripe account (Connect Standard) if it has none and answers a fresh Stripe onboarding link.",
    response: stripeOnboardingResponseSchema,
  }),
  refreshStripeConnection: endpoint(R.refreshStripeConnection, {
    ...settings,
    description: "Asks Stripe for the connected account's state now (after onboarding) and answers it.",
    response: stripeConnectionResponseSchema,
  }),
  disconnectStripeAccount: endpoint(R.disconnectStripeAccount, {
    ...settings,
    description:
      'Owners: forgets the connected account; clients can no longer pay by card until one is connected again. Payments made stay.',
    response: stripeConnectionResponseSchema,
  }),
  receiveStripeClientPaymentWebhook: endpoint(R.receiveStripeClientPaymentWebhook, {
    tags: ['payments'],
    access: 'public',
    description:
      "Receives a signed Stripe event about clients' Checkout payments and connected accounts (the raw body is checked against its signature).",
    response: envelope(z.object({ received: z.boolean() })),
  }),
  startPortalCheckout: endpoint(R.startPortalCheckout, {
    tags: ['portal'],
    access: 'portal',
    description:
      "The client pays part or all of the balance on Stripe Checkout (the studio's account): answers the page to open. The same requestId opens one payment.",
    params: portalDocumentParamsSchema,
    body: portalCheckoutRequestSchema,
    response: portalCheckoutResponseSchema,
  }),
  cancelPortalCheckout: endpoint(R.cancelPortalCheckout, {
    tags: ['portal'],
    access: 'portal',
    description:
      "The client came back from Stripe's page without paying: the page is closed at Stripe and what the payment held of the balance is free (a payment made meanwhile is recorded).",
    params: portalCardPaymentParamsSchema,
    response: emptyDataSchema,
  }),
};
