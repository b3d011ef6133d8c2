/** The texts of the plans (checkout) frame's host. */
export const plansFrameMessages = {
  /** The full-screen frame's title, for screen readers (the pages inside carry their own headings). */
  title: 'Plans and billing',
  /** The iframe's accessible name. */
  frameTitle: 'Plans and checkout',
  loading: 'Loading plans…',
  /** A checkout closed with COMPLETE_PAYMENT: the payment is not finished yet (spec 01 §4.5). */
  completePayment: {
    title: 'Almost there',
    message: 'Your plan has an unpaid invoice. Finish the payment to keep your plan.',
  },
} as const;
