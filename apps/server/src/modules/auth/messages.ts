/** Texts the auth endpoints answer with. */
export const AuthText = {
  emailTakenTitle: 'Email already registered',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password if you forgot it.',
  invalidCredentialsTitle: 'Sign-in failed',
  invalidCredentials: 'The email or password is incorrect.',
  notConfirmedTitle: 'Please confirm your email',
  notConfirmed: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to finish setting up your account, or send it again.`,
  linkExpiredTitle: 'This link has expired',
  linkExpired: 'This confirmation link has expired or was already used. We can send you a new one.',
  linkInvalidTitle: 'This link does not work',
  linkInvalid: 'This link is not valid, has expired or was already used. Please ask for a new one.',
  resendInvalid: 'We cannot send the email again from this page. Please sign in or sign up again.',
  incorrectAccountTitle: "We're not in Kansas anymore!",
  incorrectAccount:
    "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
  studioAccountTitle: "We're not in Kansas anymore!",
  studioAccount:
    "It seems like you're trying to sign in on the studio sign-in page. Click below to be taken to the correct sign-in page.",
  companyMismatchTitle: 'You switched company in another tab',
  companyMismatch:
    'This tab still shows your previous company. Reload it to continue in the company you switched to.',
  noCompanyTitle: 'No company',
  noCompany: 'Your account does not belong to this company any more.',
  accountDisabledTitle: 'This account is disabled',
  accountDisabled:
    'A Focal administrator disabled this account. Please contact Focal support to use it again.',
  ownersOnlyTitle: 'Owners only',
  ownersOnly: 'Only an owner of this company can do this. Please ask the owner.',
} as const;
