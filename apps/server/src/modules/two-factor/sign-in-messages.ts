/** Texts of the sign-in's second step, in the style of auth/messages.ts. */
export const SignInText = {
  loginTitle: 'Two-factor authentication',
  login: 'Enter the 6-digit code provided by the authenticator app.',
  setupTitle: 'Set up two-factor authentication',
  setup: (companyName: string) =>
    `${companyName} requires two-factor authentication. Set it up with an authenticator app to continue.`,
  keyExpiredTitle: 'Sign in again',
  keyExpired: 'This sign-in has expired or was already completed. Please sign in again.',
  codeMissingTitle: 'Enter the code',
  codeMissing: 'Enter the 6-digit code from the authenticator app.',
  recoveryFailedTitle: 'Could not reset two-factor authentication',
  recoveryFailed:
    'The answers or the recovery code do not match. Check them and try again, or sign in with the authenticator app instead.',
} as const;
