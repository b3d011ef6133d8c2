import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { clearAdminSession, getAdminRefreshToken, getAdminToken } from '../lib/admin-session';

/**
 * Signs the administrator out here at once, then ends the session on the server too (the one
 * logout endpoint serves both kinds of session), so a copied token or refresh token stops working.
 */
export function adminLogout(): Promise<void> {
  const token = getAdminToken();
  const refreshToken = getAdminRefreshToken();
  clearAdminSession();
  if (!token && !refreshToken) return Promise.resolve();
  return apiFetch(ApiRoutes.logout, {
    auth: false,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(refreshToken ? { body: { refresh_token: refreshToken } } : {}),
  }).then(
    () => undefined,
    // Signed out here already; a server that cannot be reached lets the session expire by itself.
    () => undefined,
  );
}
