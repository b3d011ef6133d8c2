/** Texts of the account-setup answers (complete sign-up, Quick Account Update). */
export const AccountSetupText = {
  incompleteTitle: 'Just one more step!',
  incomplete: 'Finish setting up your Focal account to continue.',
  countryRequiredTitle: 'Quick Account Update',
  countryRequired: 'Please tell us which country your studio is in. It sets your taxes and formats.',
  notIncompleteTitle: 'Nothing to finish',
  notIncomplete: 'Your account is already set up.',
  checkForm: 'Please check the form',
  notAccepted: 'This field is not accepted here.',
  welcomeTitle: 'Welcome to Focal!',
  welcomeItems: [
    'Your account is set up',
    'Your studio is ready for clients, jobs and payments',
    'Invite your team and connect your calendar (coming up next)',
  ],
  gotIt: 'Get started',
} as const;
