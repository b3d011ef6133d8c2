/**
 * Spec 01 §8 names these toast codes and their context but not their texts; these are ours
 * (listed in shared/errors/README.md). One place, so the checkout and billing screens say the same thing.
 */
export const toastMessages = {
  /** The close button's accessible name. */
  close: 'Close notification',
  cardFailed: {
    title: 'Payment failed',
    message: 'Your card was not charged. Check the card details or try another card.',
  },
  paymentActionNeeded: {
    title: 'One more step',
    message: 'Your bank needs you to confirm this payment. Follow the instructions to finish it.',
  },
  subscribed: {
    title: 'Woohoo!',
    message: (plan: string | undefined) =>
      `You're all set on the ${plan || 'new plan'}${plan ? ' plan' : ''}.`,
  },
  billingUpdated: {
    title: 'Billing updated',
    message: 'Your billing details are saved. The next invoice will use them.',
  },
} as const;
