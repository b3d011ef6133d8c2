/** Texts of Settings → My profile. */
export const profileMessages = {
  title: 'My profile',
  description: 'Your name, email address, password and how you sign in.',
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded',
  retry: 'Try again',
  backToSettings: 'Settings',
  name: {
    heading: 'Name',
    save: 'Save',
    saved: 'Your name is saved.',
  },
  email: {
    heading: 'Email',
    current: 'Your email address',
    pending: (email: string) => `Waiting for confirmation: ${email} — open the link we sent there`,
    newEmail: 'New email address',
    currentPassword: 'Current password',
    submit: 'Change email',
    sent: (email: string) =>
      `We sent a confirmation link to ${email}. Your address changes when you open it.`,
    sentTitle: 'Check your inbox',
  },
  password: {
    heading: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    submit: 'Change password',
    saved: 'Your password is changed. Your other devices were signed out.',
    none: 'You sign in through another service, so this account has no password. To add one, sign out and use “Forgot your password?” on the sign-in page.',
  },
  photo: {
    heading: 'Profile photo',
    none: 'No photo yet',
    add: 'No photo yet. Choose the circle to add one: you can crop it before it is saved.',
    change: 'Choose your photo to replace it: you can crop the new one before it is saved.',
  },
} as const;
