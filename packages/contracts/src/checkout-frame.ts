import { z } from 'zod';
import { resourceLinkSchema } from './errors.ts';

export {
  CHECKOUT_FRAME_EVENTS,
  CHECKOUT_FRAME_SOURCE,
  type CheckoutFrameEventName,
  CheckoutFramePages,
} from './checkout-frame-pages.ts';
import { CHECKOUT_FRAME_SOURCE } from './checkout-frame-pages.ts';

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
