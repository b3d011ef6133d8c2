import { isApiError } from '../http/api-error';
import { sharedMessages } from '../messages';
import { notifyError } from '../ui/notify';

/** The general error handler: the server's title and message as a toast. */
export function showErrorToast(error: unknown) {
  if (isApiError(error)) {
    if (!error.sessionEnded) notifyError(error.body.errorMessage, error.body.errorTitle);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notifyError(sharedMessages.genericErrorMessage, sharedMessages.genericErrorTitle);
}
