import { isApiError, isSettled } from '../http/api-error';
import { notifyError } from '../toasts/toasts';
import { applyCallerRows } from './catalogue';
import { isBrokenLink } from './describe-error';
import { showErrorToast } from './error-toast';

export type HandleOptions = {
  /** Shows a server field message under its input; returns false when the form has no such input. */
  setFieldError?: (field: string, message: string) => boolean;
};

/**
 * For errors a screen does not handle itself: field messages go beside their inputs, the rest to the
 * catalogue's caller rows (spec 01 §8). Errors the session rules or the catalogue already acted on
 * (sign-out, a modal, a navigation) show nothing more.
 */
export function handleApiError(error: unknown, options: HandleOptions = {}) {
  if (isSettled(error)) return;
  if (!isApiError(error)) {
    showErrorToast(error);
    return;
  }

  // A broken link's token is no field of the form on screen (the reset page's password is).
  if (isBrokenLink(error)) {
    applyCallerRows(error);
    return;
  }
  const fields = Object.entries(error.fields);
  if (fields.length > 0 && options.setFieldError) {
    const unplaced = fields.filter(([field, message]) => !options.setFieldError?.(field, message));
    if (unplaced.length === 0) return;
    notifyError(unplaced.map(([, message]) => message).join(' '), error.body.errorTitle);
    return;
  }

  applyCallerRows(error);
}
