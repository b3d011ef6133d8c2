/** The paths of endpoints/money.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const moneyPaths = {
  // subscription, plans, promo codes
  getSubscriptionStatus: ['GET', '/api/basic/v1/subscription/status'],
  listPlans: ['GET', '/api/basic/v1/subscription/plans'],
  listAnnouncements: ['GET', '/api/basic/v1/subscription/announcements'],
  lookupPromoCode: ['GET', '/api/basic/v1/subscription/promo-codes/:code'],
  // payments and billing
  checkout: ['POST', '/api/basic/v1/subscription/checkout'],
  confirmPayment: ['POST', '/api/basic/v1/subscription/checkout/confirm'],
  getBilling: ['GET', '/api/basic/v1/subscription/billing'],
  saveBillingDetails: ['PUT', '/api/basic/v1/subscription/billing'],
  updatePaymentMethod: ['POST', '/api/basic/v1/subscription/payment-method'],
  createStripeCheckoutSession: ['POST', '/api/basic/v1/subscription/stripe/checkout-session'],
  createStripePortalSession: ['POST', '/api/basic/v1/subscription/stripe/portal-session'],
  receiveStripeWebhook: ['POST', '/api/webhooks/stripe'],
} as const;
