import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';

/**
 * Texts of My profile's Security section. Apart from the modals' messages.ts, which the sign-in
 * pages load: nothing of the profile page rides along with /login.
 */
export const securityMessages = {
  heading: 'Security',
  title: 'Two-factor authentication',
  loading: 'Loading two-factor authentication…',
  loadFailed: 'Two-factor authentication could not be loaded',
  retry: 'Try again',
  onSince: (date: string) => `On since ${date}.`,
  on: 'On.',
  off: 'Off. With two-factor authentication, signing in also asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.',
  setUp: 'Set up two-factor authentication',
  turnOff: 'Turn off two-factor authentication',
  codesLeft: (left: number, total: number) => `Recovery codes left: ${left} of ${total}`,
  codesLow:
    'Few recovery codes are left. Turn two-factor authentication off and on again to get ten new ones.',
  codesNone:
    'You have used all your recovery codes. Turn two-factor authentication off and on again to get ten new ones.',
  requiredHere: (company: string) => `${company} requires two-factor authentication.`,
  requiredElsewhere: 'Another company you work in requires two-factor authentication.',
  enforcement: {
    label: (company: string) => `Require two-factor authentication for everyone in ${company}`,
    hintOff: 'Turn on two-factor authentication for yourself first.',
    hintOn: 'Team members without it set it up the next time they sign in.',
    turnedOn: (company: string) => `Two-factor authentication is now required in ${company}.`,
    turnedOff: (company: string) => `Two-factor authentication is no longer required in ${company}.`,
  },
  turnOffModal: {
    title: 'Turn off two-factor authentication',
    text: `Enter the ${TWO_FA_CODE_LENGTH}-digit code your authenticator app shows for Focal. Your other sessions will be signed out.`,
    label: 'Authentication code',
    cancel: 'Cancel',
    confirm: 'Turn off',
    close: 'Close',
    missing: 'Enter the code from your authenticator app.',
    format: `The code has ${TWO_FA_CODE_LENGTH} digits.`,
    done: 'Two-factor authentication is off.',
  },
} as const;
