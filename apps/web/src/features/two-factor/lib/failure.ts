import { ErrorCode } from '@focal/contracts/error-codes';
import { describeError } from '../../../shared/errors/describe-error';
import { showErrorToast } from '../../../shared/errors/error-toast';
import { isApiError, isSettled } from '../../../shared/http/api-error';
import { closeTwoFactor } from '../control';

export type Problem = { title: string; message: string };

/**
 * Spec 02 §8: a failed setup, login or recovery call shows the error body's title and message in
 * its modal (a field's own message where the server named one). Nothing when the catalogue already
 * acted (a recovery's sign-in answered 213 and the setup took over). An expired authorization key
 * cannot be retried: the modal closes back to the sign-in form with the message as a toast.
 */
export function failureOf(error: unknown): Problem | null {
  if (isSettled(error)) return null;
  if (isApiError(error) && error.code === ErrorCode.TwoFactorKeyExpired) {
    showErrorToast(error);
    closeTwoFactor(null);
    return null;
  }
  const { title, message } = describeError(error);
  const field = isApiError(error) ? Object.values(error.fields)[0] : undefined;
  return { title, message: field ?? message };
}
