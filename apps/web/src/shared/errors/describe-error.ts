import { ErrorCode } from '@focal/contracts/error-codes';
import { isApiError } from '../http/api-error';
import { sharedMessages } from '../messages';
import { errorMessages } from './messages';

export type ErrorWording = { title: string; message: string };

/**
 * A link's token that the API refused as malformed (cut short, changed): a broken link, not a form
 * the user can correct. The validator's own words ('Too small: expected string to have >=16
 * characters') once reached a toast for it (issue 10 §11).
 */
export const isBrokenLink = (error: unknown): boolean =>
  isApiError(error) && error.code === ErrorCode.ValidationFailed && 'token' in error.fields;

/** The catalogue's words for an error, wherever it is shown (a toast, a modal, a page). */
export function describeError(error: unknown): ErrorWording {
  if (error === null || isBrokenLink(error)) return errorMessages.brokenLink;
  if (isApiError(error)) return { title: error.body.errorTitle, message: error.body.errorMessage };
  return { title: sharedMessages.genericErrorTitle, message: sharedMessages.genericErrorMessage };
}
