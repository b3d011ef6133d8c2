import { sharedMessages } from '../shared/messages';

/** Texts of the app shell: titles, the frame, boot and routing errors. */
export const appMessages = {
  wrongAccountTitle: "We're not in Kansas anymore!",
  wrongAccountText:
    "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
  goToAdminLogin: 'Go to the administrator login',
  cancel: 'Cancel',
  signOut: 'Sign out',
  home: sharedMessages.home,
  signedInAs: 'Signed in as',
  routeErrorTitle: 'This page could not be shown',
  routeErrorText: 'Something went wrong while loading this page. Reloading usually fixes it.',
  reload: 'Reload the page',
  booting: 'Loading your studio…',
} as const;
