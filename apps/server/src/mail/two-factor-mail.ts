import { linkMail } from './templates.ts';

/**
 * The security notices of two-factor authentication: what happened to the account and when, and,
 * as the one button, the way to take the account back if it was not the user. Sent to the
 * account's address. Their words say only what the product does (issue 29 §3): a new password ends
 * every session but leaves two-factor as it is.
 */
type SecurityNotice = { to: string; firstName: string; at: Date; forgotLink: string };

const when = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

const NOT_YOU =
  'If this was you, there is nothing to do. If it was not, someone knows your password: set a new one now, which signs every device out, and then set up two-factor authentication again.';

function notice(subject: string, what: (at: string) => string, outro = NOT_YOU) {
  return ({ to, firstName, at, forgotLink }: SecurityNotice) =>
    linkMail(subject, what(when(at)), 'Set a new password', outro)({ to, firstName, link: forgotLink });
}

/**
 * Turned on: whoever did it chose the authenticator and the answers and holds the recovery codes, so
 * a new password would not take the account back. The button is the notice's own single-use link
 * ("This was not me", 7 days, dead once two-factor changes again), which turns two-factor off and
 * signs every device out; then a new password at /forgot.
 */
export const twoFactorOnMail = ({
  to,
  firstName,
  at,
  notMeLink,
  forgotLink,
}: SecurityNotice & { notMeLink: string }) =>
  linkMail(
    'Two-factor authentication is on for your Focal account',
    `Two-factor authentication was turned on for your Focal account on ${when(at)}. From now on, signing in asks for a code from your authenticator app, and your other devices were signed out.`,
    'This was not me',
    `If this was you, there is nothing to do. If it was not, use the button above within 7 days: it turns two-factor authentication off and signs every device out. Then set a new password at ${forgotLink} (someone knows yours). A new password alone does not turn two-factor authentication off. The button works once, and no longer once two-factor authentication is turned off or on again.`,
  )({ to, firstName, link: notMeLink });

export const twoFactorOffMail = notice(
  'Two-factor authentication is off for your Focal account',
  (at) =>
    `Two-factor authentication was turned off for your Focal account on ${at}. Signing in now asks for your password only, and your other devices were signed out.`,
);

/** Undone through the turned-on notice's link: whoever turned it on knows the password. */
export const twoFactorUndoneMail = notice(
  'Two-factor authentication is off for your Focal account',
  (at) =>
    `Two-factor authentication was turned off on ${at} with the "This was not me" button of the notice we sent when it was turned on. Every device was signed out.`,
  'Whoever turned two-factor authentication on knows your password: set a new one now. If you did not press the button, someone can also read your mail: secure your mailbox too, then set a new password and set up two-factor authentication again.',
);

export const twoFactorRecoveredMail = notice(
  'Two-factor authentication was reset on your Focal account',
  (at) =>
    `Two-factor authentication was turned off on ${at} by a sign-in that answered your secret questions or used a recovery code instead of a code from your authenticator app. Every device was signed out.`,
);

export const recoveryCodeUsedMail = notice(
  'A recovery code of your Focal account was used',
  (at) =>
    `One of your two-factor recovery codes was used to sign in to your Focal account on ${at}. Each code works once; set up two-factor authentication again to get new codes.`,
);
