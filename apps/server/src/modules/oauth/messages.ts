/** Texts the OAuth endpoints answer with. */
export const OAuthText = {
  failedTitle: 'Sign-in with your account failed',
  unknownProvider: 'That sign-in provider',
  stateInvalid:
    'This sign-in attempt is not valid any more: it expired, was already used, or was started in another browser. Please start again.',
  declined: (provider: string) =>
    `Signing in with ${provider} was cancelled. Please try again if you want to use ${provider}.`,
  exchangeFailed: (provider: string) => `${provider} did not confirm who you are. Please start again.`,
  unreachable: (provider: string) =>
    `We cannot reach ${provider} right now. Please try again in a few minutes.`,
  alreadyLinked: (provider: string) =>
    `This ${provider} account already has a Focal account. Sign in with ${provider} instead.`,
  completionInvalidTitle: 'This sign-up link does not work',
  completionInvalid: 'This sign-up step expired or was already completed. Please start the sign-up again.',
  emailTakenTitle: 'Email already registered',
  emailTaken:
    'An account with this email already exists. Sign in with your email and password; accounts are never joined by email alone.',
  checkForm: 'Please check the form',
  notAccepted: 'This field is not accepted here.',
} as const;
