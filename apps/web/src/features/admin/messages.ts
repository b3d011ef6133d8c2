export const adminMessages = {
  loginHeading: 'Administrator sign-in',
  loginIntro: 'For Focal staff. Photographers sign in on the studio login page.',
  studioLogin: 'Go to the studio login',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show typed characters',
  signIn: 'Sign in',
  consoleHeading: 'Administrator console',
  signedInAs: (name: string, email: string) => `Signed in as ${name} (${email}).`,
  consoleNote: 'The administrator tools are not built yet.',
  signOut: 'Sign out',
  loading: 'Loading the administrator console…',
} as const;
