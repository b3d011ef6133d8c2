import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { announcementsListResponseSchema } from '../announcements.ts';
import {
  billingDetailsSchema,
  billingOverviewResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from '../billing.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  confirmSubscriptionPaymentRequestSchema,
} from '../subscription-payments.ts';
import { promoCodeInputSchema, promoCodeResponseSchema } from '../promo-codes.ts';
import { stripeCheckoutSessionRequestSchema, stripeRedirectResponseSchema } from '../stripe.ts';
import { planListResponseSchema, subscriptionStatusResponseSchema } from '../subscription.ts';

const subscription = { tags: ['subscription'], access: 'company' } as const;
const payments = { tags: ['payments'], access: 'company' } as const;

/** The plan, its payment and billing: owners only, and a lapsed account reaches them (to pay). */
export const moneyEndpoints = {
  getSubscriptionStatus: endpoint(R.getSubscriptionStatus, {
    ...subscription,
    description: "The account's plan, its status and what the user may do about it.",
    response: subscriptionStatusResponseSchema,
  }),
  listPlans: endpoint(R.listPlans, {
    ...subscription,
    description: 'The plans the account can choose, with their prices.',
    response: planListResponseSchema,
  }),
  listAnnouncements: endpoint(R.listAnnouncements, {
    ...subscription,
    description: "The account's announcements, filled in and sanitised.",
    response: announcementsListResponseSchema,
  }),
  lookupPromoCode: endpoint(R.lookupPromoCode, {
    ...subscription,
    description: 'Checks a promo code before checkout.',
    params: z.object({ code: promoCodeInputSchema }),
    response: promoCodeResponseSchema,
  }),
  checkout: endpoint(R.checkout, {
    ...payments,
    description: 'Pays for a plan with a card (sandbox provider) and starts the subscription.',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
  }),
  confirmPayment: endpoint(R.confirmPayment, {
    ...payments,
    description: 'Finishes a checkout whose payment needed the card holder to confirm it.',
    body: confirmSubscriptionPaymentRequestSchema,
    response: checkoutResponseSchema,
  }),
  getBilling: endpoint(R.getBilling, {
    ...payments,
    description: "The account's billing details, card, invoices and receipts.",
    response: billingOverviewResponseSchema,
  }),
  saveBillingDetails: endpoint(R.saveBillingDetails, {
    ...payments,
    description: 'Saves the billing details printed on invoices.',
    body: billingDetailsSchema,
    response: billingOverviewResponseSchema,
  }),
  updatePaymentMethod: endpoint(R.updatePaymentMethod, {
    ...payments,
    description: 'Makes a new card the default; an open invoice is charged to it.',
    body: updatePaymentMethodRequestSchema,
    response: updatePaymentMethodResponseSchema,
  }),
  createStripeCheckoutSession: endpoint(R.createStripeCheckoutSession, {
    ...payments,
    description: 'Starts a Stripe Checkout session for a plan (Stripe provider only).',
    body: stripeCheckoutSessionRequestSchema,
    response: stripeRedirectResponseSchema,
  }),
  createStripePortalSession: endpoint(R.createStripePortalSession, {
    ...payments,
    description: "Opens Stripe's customer portal for the account (Stripe provider only).",
    response: stripeRedirectResponseSchema,
  }),
  receiveStripeWebhook: endpoint(R.receiveStripeWebhook, {
    tags: ['payments'],
    access: 'public',
    description: 'Receives a signed Stripe event (the raw body is checked against its signature).',
    response: envelope(z.object({ received: z.boolean() })),
  }),
};
