/** Texts of the error catalogue's own dialogs (the rest come from the server's error body). */
export const errorMessages = {
  /** Spec 01 §8, word for word: 705's button. */
  reloadThePage: 'Reload The Page',
  /** Spec 01 §8, word for word: 706's button. */
  okay: 'Okay',
} as const;
