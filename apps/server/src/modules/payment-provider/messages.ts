/**
 * The providers' texts: a declined card (the client shows toast e_8), the sandbox's refusals, and
 * Stripe's when it is the provider.
 */
export const ProviderText = {
  declinedTitle: 'Card declined',
  declined: 'Your card was declined. Try another card or contact your bank.',
  /** Stripe's own wording for its `expired_card` decline. */
  expiredCard: 'Your card has expired.',
  cardsElsewhereTitle: 'Pay on Stripe',
  cardsElsewhere:
    'Payments on this server go through Stripe: card details are entered on Stripe’s own checkout page, never here.',
  notStripeTitle: 'Stripe is not used here',
  notStripe: 'This server takes payments with its built-in provider, not Stripe.',
  stripeGone:
    'This payment was taken through Stripe, which this server no longer uses: refund it from your Stripe dashboard.',
} as const;
