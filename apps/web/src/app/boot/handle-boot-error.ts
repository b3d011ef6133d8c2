import { ErrorCode } from '@focal/contracts/error-codes';
import { isApiError } from '../../shared/http/api-error';
import { showErrorToast } from '../../shared/errors/error-toast';
import { signOut } from '../../shared/session/sign-out';
import { notifyError } from '../../shared/toasts/toasts';
import { openWrongAccountModal } from './wrong-account-modal';

/**
 * A failed boot (spec 01 §4.2). Errors the catalogue already acted on (an obsolete build, an account
 * to finish) stay with their modal. IncorrectAccount signs out, then the wrong-account modal only
 * chooses where to go next (/admins or stay on /login). Anything else signs out.
 */
export async function handleBootError(error: unknown) {
  if (isApiError(error) && error.sessionEnded) return;
  if (isApiError(error) && error.code === ErrorCode.IncorrectAccount) {
    await signOut('boot');
    // After sign-out, which closes every open modal.
    await openWrongAccountModal();
    return;
  }
  // 453 at boot (no company left) has nowhere to navigate to: it ends like any other boot error.
  if (isApiError(error) && error.handled && error.code !== ErrorCode.NavigateHome) return;
  await signOut('boot');
  if (isApiError(error)) notifyError(error.body.errorMessage, error.body.errorTitle);
  else showErrorToast(error);
}
