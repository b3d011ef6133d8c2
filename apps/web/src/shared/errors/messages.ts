/** Texts of the error catalogue's own dialogs (the rest come from the server's error body). */
export const errorMessages = {
  /** Spec 01 §8, word for word: 705's button. */
  reloadThePage: 'Reload The Page',
  /** Spec 01 §8, word for word: 706's button. */
  okay: 'Okay',
  /** Spec 01 §2.4 end-of-trial modal (iOS app): the spec leaves its texts to us. */
  endOfTrial: {
    title: 'Your trial has ended',
    text: 'Your Focal trial is over. To keep using Focal, choose a plan in a web browser; your studio and its data are kept for you. You will be signed out of the app now.',
    openBrowser: 'Open Focal in the browser',
    close: 'Sign out',
  },
  /** A link whose token is malformed (cut short when copied, changed): nothing to resend. */
  brokenLink: {
    title: 'This link is not complete',
    message:
      'The link may have been cut short when it was copied. Open it again from the email, or ask for a new one.',
  },
  /** Spec 01 §2.4 iOS limited-job modal. */
  limitedJob: {
    close: 'Got It',
  },
} as const;
