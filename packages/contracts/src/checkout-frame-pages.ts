// No zod here: the app's boot flow and error catalogue read these names on every page.

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
  /** `?number=R-…`: one paid invoice's receipt (the sandbox's; Stripe's receipts are its own pages). */
  receipt: '/subscription/receipt',
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
