/** Texts of the account-setup modals. */
export const accountSetupMessages = {
  /** The complete-sign-up modal's title, word for word from spec 01 §2.4. */
  completeTitle: 'Just one more step!',
  completeIntro: 'Finish setting up your account to start using Focal.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Complete sign-up',
  /** The country modal's title, word for word from spec 01 §2.4. */
  countryTitle: 'Quick Account Update',
  countryIntro: 'Which country is your studio in? It sets your taxes, formats and defaults.',
  saveCountry: 'Save',
  signOut: 'Sign out instead',
  loading: 'Loading…',
} as const;
