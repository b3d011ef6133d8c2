/** Texts of the user's own two-factor setup (turning it on and off, a company's requirement). */
export const TwoFactorSetupText = {
  codeInvalidTitle: 'That code did not work',
  codeInvalid:
    'Enter the 6-digit code your authenticator app shows now. If it keeps failing, check that the time on your phone is set automatically.',
  noPendingSetupTitle: 'Start the setup again',
  noPendingSetup:
    'This setup has expired or was replaced by one started elsewhere. Close it and start setting up two-factor authentication again.',
  alreadyOnTitle: 'Two-factor authentication is already on',
  alreadyOn: 'Two-factor authentication is already on for your account. Reload the page to see it.',
  notOnTitle: 'Two-factor authentication is off',
  notOn: 'Two-factor authentication is not on for your account. Reload the page to see it.',
  requiredTitle: 'Two-factor authentication is required',
  required: (company: string) =>
    `${company} requires two-factor authentication of everyone on its team, so it cannot be turned off. Its owner can stop requiring it.`,
  ownerNeedsItTitle: 'Set up two-factor authentication first',
  ownerNeedsIt: 'Turn on two-factor authentication for your own account before you require it of your team.',
  ownersOnlyTitle: 'Owners only',
  ownersOnly: "Only the company's owner can require two-factor authentication of its team.",
  qrNotFound: 'This QR code',
  notMeDoneTitle: 'Two-factor authentication is off',
  notMeDeadTitle: 'This link no longer works',
  notMeDead:
    'This link works once, for 7 days, and only until two-factor authentication is turned off or on again. If someone else changed your account, set a new password from the sign-in page.',
} as const;
