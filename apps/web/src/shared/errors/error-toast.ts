import { isApiError, isSettled } from '../http/api-error';
import { sharedMessages } from '../messages';
import { notifyError } from '../toasts/toasts';

/** The general error handler (spec 01 §8 "other errors"): the server's title and message as a toast. */
export function showErrorToast(error: unknown) {
  if (isSettled(error)) return;
  if (isApiError(error)) {
    notifyError(error.body.errorMessage, error.body.errorTitle);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notifyError(sharedMessages.genericErrorMessage, sharedMessages.genericErrorTitle);
}
