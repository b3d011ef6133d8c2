// No zod here: the web app's error catalogue reads these names on every page.

/**
 * Finishing an account that was set up only in part (spec 01 §8 "User does not exist" and "Country
 * required"). Bootstrap answers those codes with links named here in `data.resourcesLinks`.
 */
export const AccountSetupLink = {
  /** GET: what the complete-sign-up form asks (fields) and starts from (prefill). */
  completeSignUpData: 'COMPLETE_SIGN_UP_DATA',
  /** POST: the complete-sign-up form. */
  completeSignUp: 'COMPLETE_SIGN_UP',
  /** POST: `{ country }` from the Quick Account Update modal. */
  saveCountry: 'SAVE_COUNTRY',
} as const;
