/** The Stripe provider's texts. */
export const StripeText = {
  cardsElsewhereTitle: 'Pay on Stripe',
  cardsElsewhere:
    'Payments on this server go through Stripe: card details are entered on Stripe’s own checkout page, never here.',
  signatureTitle: 'Invalid signature',
  signature: 'The Stripe-Signature header is missing, does not match this endpoint’s secret, or is too old.',
  notStripeTitle: 'Stripe is not used here',
  notStripe: 'This server takes payments with its built-in provider, not Stripe.',
  noCustomer: 'A Stripe billing account for this business',
  keyReusedTitle: 'Request already sent',
  keyReused: 'This checkout was already started with different details. Reload the page and try again.',
  plan: 'That plan',
} as const;
