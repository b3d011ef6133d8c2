import { SessionRoutes } from '@focal/contracts/session-routes';
import { apiFetch } from '../http/client';
import { clearSession, getAccessToken, getRefreshToken, type SignOutReason } from './session-store';

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Spec 01 §4.1: tell the server (errors ignored), then forget the session. Listeners of
 * `onSignedOut` clear the cached data and modals and go to /login.
 */
export async function signOut(reason: SignOutReason = 'user') {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  if (access || refresh) {
    try {
      await apiFetch(SessionRoutes.logout, {
        auth: false,
        headers: access ? { Authorization: `Bearer ${access}` } : {},
        body: refresh ? { refresh_token: refresh } : {},
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch {
      // The session ends here whatever the server says.
    }
  }
  clearSession(reason);
}
