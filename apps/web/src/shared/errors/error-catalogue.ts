import { ErrorCode } from '@focal/contracts/errors';
import type { ApiError } from '../http/api-error';
import { showErrorToast } from './error-toast';
import { openObsoleteVersionModal } from './obsolete-version-modal';
import { openVerificationLinkModal } from './verification-link-modal';

const VERIFICATION_CODES = new Set<string>([
  ErrorCode.EmailNotConfirmed,
  ErrorCode.VerificationLinkExpired,
  ErrorCode.VerificationLinkInvalid,
]);
const RESEND_LINKS = ['RESEND', 'RESEND_CONFIRMATION'];

/**
 * Spec 01 §8: verification errors open the verification-link modal (Resend when the server sent a
 * link to send the email again, 'Got It' when the code is manual); an obsolete build offers a
 * reload; anything else is a toast.
 */
export function showApiError(error: ApiError) {
  if (error.code === ErrorCode.ObsoleteAppVersion) {
    void openObsoleteVersionModal(error.body.errorTitle, error.body.errorMessage);
    return;
  }
  if (VERIFICATION_CODES.has(error.code)) {
    const resend =
      error.code === ErrorCode.VerificationLinkInvalid
        ? undefined
        : RESEND_LINKS.map((name) => error.link(name)).find(Boolean);
    openVerificationLinkModal(error.body.errorTitle, error.body.errorMessage, resend);
    return;
  }
  showErrorToast(error);
}
