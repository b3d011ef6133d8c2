/** Texts of the error catalogue's own dialogs (the rest come from the server's error body). */
export const errorMessages = {
  /** 705 (the event was archived): the alert's button, word for word from spec 01 §8. */
  reloadThePage: 'Reload The Page',
  /** 706 (the event was completed): the alert's button, word for word from spec 01 §8. */
  okay: 'Okay',
  /** The iOS app's end-of-trial modal: the trial is over, the app sells no plans. */
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
  /** The iOS app's limited-job modal: a job beyond the plan's active-jobs limit. */
  limitedJob: {
    close: 'Got it',
  },
} as const;
