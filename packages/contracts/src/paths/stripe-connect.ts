/** The paths of endpoints/stripe-connect.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const stripeConnectPaths = {
  // Settings → Payments: the studio's Stripe account its clients pay into
  getStripeConnection: ['GET', '/api/user/settings/payments/stripe'],
  startStripeOnboarding: ['POST', '/api/user/settings/payments/stripe/onboarding'],
  refreshStripeConnection: ['POST', '/api/user/settings/payments/stripe/refresh'],
  disconnectStripeAccount: ['DELETE', '/api/user/settings/payments/stripe'],
  // Stripe tells Focal how clients' payments (and connected accounts) went
  receiveStripeClientPaymentWebhook: ['POST', '/api/webhooks/stripe/client-payments'],
  // The client pays on Stripe's page
  startPortalCheckout: ['POST', '/api/portal/:companyId/invoices/:id/checkout'],
  cancelPortalCheckout: ['POST', '/api/portal/:companyId/card-payments/:id/cancel'],
} as const;
