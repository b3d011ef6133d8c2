import { ErrorCode } from '@focal/contracts/errors';
import { isApiError } from '../http/api-error';
import { notifyError } from '../ui/notify';
import { showErrorToast } from './error-toast';

const VERIFICATION_CODES = new Set<string>([
  ErrorCode.EmailNotConfirmed,
  ErrorCode.VerificationLinkExpired,
  ErrorCode.VerificationLinkInvalid,
]);
const RESEND_LINKS = ['RESEND', 'RESEND_CONFIRMATION'];

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

  if (VERIFICATION_CODES.has(error.code)) {
    const resend =
      error.code === ErrorCode.VerificationLinkInvalid
        ? undefined
        : RESEND_LINKS.map((name) => error.link(name)).find(Boolean);
    const { errorTitle, errorMessage } = error.body;
    // The modal's code loads when a verification error first happens, not with every form.
    void import('./verification-link-modal').then(({ openVerificationLinkModal }) =>
      openVerificationLinkModal(errorTitle, errorMessage, resend),
    );
    return;
  }

  const fields = Object.entries(error.fields);
  if (fields.length > 0 && options.setFieldError) {
    const unplaced = fields.filter(([field, message]) => !options.setFieldError?.(field, message));
    if (unplaced.length === 0) return;
    notifyError(unplaced.map(([, message]) => message).join(' '), error.body.errorTitle);
    return;
  }

  showErrorToast(error);
}
