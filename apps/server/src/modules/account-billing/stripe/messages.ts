/** The Stripe provider's texts. */
export const StripeText = {
  signatureTitle: 'Invalid signature',
  signature: 'The Stripe-Signature header is missing, does not match this endpoint’s secret, or is too old.',
  noCustomer: 'A Stripe billing account for this business',
  keyReusedTitle: 'Request already sent',
  keyReused: 'This checkout was already started with different details. Reload the page and try again.',
  plan: 'That plan',
} as const;
