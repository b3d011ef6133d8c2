import type { TokenPair } from '../../../shared/session/session-store';
import { markCameFromLogin } from '../../../shared/session/came-from-login';
import { keepDeviceToken } from '../../../shared/session/device-tokens';
import { startSession } from '../../../shared/session/session-store';
import { requestPlansAfterLogin } from '../../../shared/response-extras/plans-frame';

/**
 * What the password sign-in does once it has tokens (features/auth login page), plus spec 02 §2's
 * flag that the user came from login. The caller then closes its modal, which goes to /.
 */
export function completeSignIn(result: TokenPair & { device_token?: string }, email: string | undefined) {
  startSession({ access_token: result.access_token, refresh_token: result.refresh_token }, email);
  if (email && result.device_token) keepDeviceToken(email, result.device_token);
  requestPlansAfterLogin();
  markCameFromLogin();
}
