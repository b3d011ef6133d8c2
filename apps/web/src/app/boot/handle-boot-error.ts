import { ErrorCode } from '@focal/contracts/errors';
import { isApiError } from '../../shared/http/api-error';
import { showErrorToast } from '../../shared/errors/error-toast';
import { openObsoleteVersionModal } from '../../shared/errors/obsolete-version-modal';
import { signOut } from '../../shared/session/sign-out';
import { openWrongAccountModal } from './wrong-account-modal';

/**
 * Spec 01 §4.2. Both ways end signed out: the wrong-account modal then only chooses where to go
 * next (/admins or stay on /login), so no session is left behind whichever button is pressed.
 */
export async function handleBootError(error: unknown) {
  if (isApiError(error) && error.sessionEnded) return;
  if (isApiError(error) && error.code === ErrorCode.IncorrectAccount) {
    await signOut('boot');
    // After sign-out, which closes every open modal.
    await openWrongAccountModal();
    return;
  }
  if (isApiError(error) && error.code === ErrorCode.ObsoleteAppVersion) {
    // The session is fine; this tab's code is old. Reloading fixes it without signing out.
    await openObsoleteVersionModal(error.body.errorTitle, error.body.errorMessage);
    return;
  }
  await signOut('boot');
  showErrorToast(error);
}
