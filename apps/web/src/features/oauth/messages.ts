import type { OAuthCompleteAction } from '@focal/contracts/oauth';
import { sharedMessages } from '../../shared/messages';

/** Texts of signing up and in with an OAuth 2 / OpenID Connect provider. */
export const oauthMessages = {
  providers: {
    continueWith: (name: string) => `Continue with ${name}`,
    group: 'Other ways to continue',
    or: 'or',
  },
  callback: {
    signingIn: 'Signing you in…',
    missingHeading: 'This sign-in did not finish',
    missingText: 'The sign-in provider did not send us back what we need. Please start again.',
  },
  complete: {
    heading: 'Just one more step!',
    greeting: (firstName: string) => `Hi ${firstName}`,
    intro: {
      COMPLETE_OAUTH_SIGN_UP: 'Tell us where your studio works to finish creating your Focal account.',
      COMPLETE_XERO_SIGN_UP:
        'Your Xero account is connected. Tell us where your studio works to finish creating your Focal account.',
    } satisfies Record<OAuthCompleteAction, string>,
    signsInAs: (email: string) => `Your Focal account will use ${email}.`,
    emailNote: 'We will send a link to this address to confirm it.',
    email: 'Email',
    submit: 'Finish sign-up',
    loading: sharedMessages.loading,
    missingHeading: 'This sign-up link does not work',
    missingText: 'This sign-up step is missing its link. Please start the sign-up again.',
  },
  failed: {
    heading: 'Sign-in with your account failed',
    text: 'Please start again.',
    toSignup: 'Back to sign-up',
  },
} as const;
