import { isApiError } from '../http/api-error';
import { notifyError } from '../ui/notify';
import { showErrorToast } from './error-toast';

export type HandleOptions = {
  /** Shows a server field message under its input; returns false when the form has no such input. */
  setFieldError?: (field: string, message: string) => boolean;
};

/**
 * The client-side error catalogue (spec 01 §8) for errors a screen does not handle itself.
 * Session errors (450, failed refresh) were already acted on by the http client.
 */
export function handleApiError(error: unknown, options: HandleOptions = {}) {
  if (!isApiError(error) || error.sessionEnded) {
    showErrorToast(error);
    return;
  }

  const fields = Object.entries(error.fields);
  if (fields.length > 0 && options.setFieldError) {
    const unplaced = fields.filter(([field, message]) => !options.setFieldError?.(field, message));
    if (unplaced.length === 0) return;
    notifyError(unplaced.map(([, message]) => message).join(' '), error.body.errorTitle);
    return;
  }

  // The rest needs the error codes and the verification modal: they load with the first error.
  void import('./error-catalogue').then(({ showApiError }) => showApiError(error));
}
