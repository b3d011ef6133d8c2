/** The portal's texts for paying on Stripe's page (Stripe Checkout, the studio's own account). */
export const checkoutMessages = {
  continue: (amount: string | null) => (amount ? `Pay ${amount} on Stripe` : 'Pay on Stripe'),
  stripeNote: "You'll enter your card on Stripe's secure page, then come back here.",
  confirming: 'Stripe is confirming your payment. This page updates as soon as it has.',
  stillConfirming:
    "Stripe hasn't confirmed your payment yet. If you were charged it will show here; you'll also get a receipt by email.",
  cancelled: 'You left the payment page: nothing was charged.',
  unavailable: "The studio doesn't take card payments online yet. Contact them to pay another way.",
} as const;
