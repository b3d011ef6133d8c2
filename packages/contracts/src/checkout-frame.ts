import { z } from 'zod';
import { resourceLinkSchema } from './errors.ts';

/**
 * The embedded checkout (spec 01 §4.5; issue 5). Its views are pages of Focal under /subscription,
 * shown in a full-screen frame, and they talk to the app only with these postMessage events. Both
 * sides check the origin: the frame posts to its parent with the app's origin as target, and the app
 * takes messages only from its own origin and its own frame's window.
 */
export const CheckoutFramePages = {
  /** `?planTier=PRO` highlights the upgrade; `?coupon=` / `?fpr=` carry a promo code. */
  plans: '/subscription/plans',
  /** The promotion of a promo code (`?coupon=` or `?fpr=`), leading to the plans. */
  promotion: '/subscription/promotion',
  /** `?planId=PRO_MONTHLY&promoCode=…`; `?complete=1` pays the current plan's open invoice. */
  checkout: '/subscription/checkout',
  /** `?paymentIntentId=…`: the card holder's confirmation step (3-D Secure). */
  confirmPayment: '/subscription/confirm-payment',
  /** A new card for renewals (and for a past-due invoice). */
  updatePayment: '/subscription/update-payment',
  /** Billing details, invoices and receipts. */
  billingUpdate: '/subscription/billing',
} as const;

export const CHECKOUT_FRAME_EVENTS = [
  'subscriptionPlansOpen',
  'subscriptionPlansDismiss',
  'promotionOpen',
  'promotionDismiss',
  'billingUpdateOpen',
  'billingUpdateClose',
  'planCheckoutOpen',
  'planCheckoutClose',
  'planCheckoutDismiss',
  'confirmPaymentOpen',
  'confirmPaymentClose',
  'updatePaymentOpen',
  'updatePaymentClose',
  'messageReceived',
] as const;
export type CheckoutFrameEventName = (typeof CHECKOUT_FRAME_EVENTS)[number];

/** Marks our messages among whatever else a window receives. */
export const CHECKOUT_FRAME_SOURCE = 'focal-checkout';

const paymentIntentSchema = z.object({ id: z.string(), status: z.string() });

/** Checkout close with data: the payment was processed. */
export const planCheckoutCloseDataSchema = z.object({
  planName: z.string().nullable(),
  /** COMPLETE_PAYMENT {url} when paying is not finished. */
  actions: z.record(z.string(), resourceLinkSchema).default({}),
  /** The instant-login link, when the server offers one (a path ending in /signup). */
  instantLogin: resourceLinkSchema.nullable().default(null),
});

export const checkoutFrameMessageSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('planCheckoutClose'),
    data: planCheckoutCloseDataSchema.nullable().default(null),
  }),
  z.object({
    event: z.literal('confirmPaymentClose'),
    data: z.object({ paymentIntent: paymentIntentSchema.nullable() }).nullable().default(null),
  }),
  z.object({
    event: z.literal('updatePaymentClose'),
    data: z
      .object({ error: z.string().nullable().default(null), paymentIntent: paymentIntentSchema.nullable() })
      .nullable()
      .default(null),
  }),
  z.object({
    event: z.literal('billingUpdateClose'),
    data: z.object({ updated: z.boolean() }).nullable().default(null),
  }),
  /**
   * A backend message for the app to show. `toast` names one of spec 01 §8's toast codes when the
   * message is one (a declined card is e_8 'stripe', a card needing confirmation i_0 'stripe'); the app
   * then shows that coded toast, otherwise the type, title and text as sent.
   */
  z.object({
    event: z.literal('messageReceived'),
    data: z.object({
      type: z.enum(['success', 'info', 'warning', 'error']),
      title: z.string(),
      text: z.string(),
      toast: z
        .object({ code: z.enum(['e_8', 'i_0']), context: z.literal('stripe') })
        .nullable()
        .default(null),
    }),
  }),
  ...(
    [
      'subscriptionPlansOpen',
      'subscriptionPlansDismiss',
      'promotionOpen',
      'promotionDismiss',
      'billingUpdateOpen',
      'planCheckoutOpen',
      'planCheckoutDismiss',
      'confirmPaymentOpen',
      'updatePaymentOpen',
    ] as const
  ).map((event) => z.object({ event: z.literal(event), data: z.null().default(null) })),
]);

/** The envelope on the wire: `{ source: 'focal-checkout', event, data }`. */
export const checkoutFrameEnvelopeSchema = z
  .object({ source: z.literal(CHECKOUT_FRAME_SOURCE) })
  .and(checkoutFrameMessageSchema);
export type CheckoutFrameMessage = z.infer<typeof checkoutFrameMessageSchema>;
