/** Texts of the account-setup modals (spec 01 §2.4, §5). */
export const accountSetupMessages = {
  /** Spec 01 §2.4, word for word. */
  completeTitle: 'Just one more step!',
  completeIntro: 'Finish setting up your account to start using Focal.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Complete sign-up',
  /** Spec 01 §2.4, word for word. */
  countryTitle: 'Quick Account Update',
  countryIntro: 'Which country is your studio in? It sets your taxes, formats and defaults.',
  saveCountry: 'Save',
  signOut: 'Sign out instead',
  loading: 'Loading…',
} as const;
