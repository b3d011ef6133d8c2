/** Texts of clients' card payments through Stripe, beyond the contracts' STRIPE_CONNECT_TEXTS. */
export const ConnectText = {
  endedTitle: 'This payment has ended',
  ended: 'Start the payment again from the invoice.',
  notStripePaymentTitle: 'Not a Stripe payment',
  notStripePayment: 'This card payment was not made on Stripe.',
} as const;
