import { SVG_MAX_PARTS } from './photo-svg.ts';

/** Texts the My profile endpoints answer with. */
export const ProfileText = {
  wrongPassword: 'The current password is not right.',
  wrongPasswordTitle: 'Please check your current password',
  sameEmail: 'This is already your email address.',
  sameEmailTitle: 'Nothing to change',
  noPasswordTitle: 'This account has no password',
  noPassword:
    'You sign in through another service. To add a password, sign out and use "Forgot your password?" on the sign-in page.',
  photoUnreadableTitle: 'Unsupported image',
  photoUnreadable: 'This is not an image we can read. Send a PNG, JPEG, WebP, GIF, TIFF, AVIF or SVG image.',
  photoTooManyPixels: 'This image is too large: at most 50 megapixels (width × height).',
  photoSvgNoSize: 'This SVG has no size: it needs a width and a height, or a viewBox.',
  photoSvgTooComplex: `This SVG has too many parts to draw as a photo (at most ${SVG_MAX_PARTS.toLocaleString('en-US')} elements or attributes). Save it as a PNG or JPEG and send that.`,
} as const;

/** The mail that tells a user their password changed: not a link to act on, a warning if it was not them. */
export const PasswordChangedMail = {
  subject: 'Your Focal password was changed',
  intro:
    'The password of your Focal account was just changed from your profile, and your other devices were signed out.',
  button: 'Set a new password',
  outro:
    'If this was you, there is nothing to do. If it was not, set a new password at once with the button above.',
} as const;
