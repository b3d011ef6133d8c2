import { SessionRoutes } from '@focal/contracts/session-routes';
import type { LoginRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { keepDeviceToken, withDeviceToken } from '../../../shared/session/device-tokens';

/** Signs in with this browser's device token for the email, and keeps the renewed one. */
export async function login(body: LoginRequest) {
  const result = await apiFetch(SessionRoutes.login, {
    body: withDeviceToken(body),
    auth: false,
  });
  if (result.device_token) keepDeviceToken(body.email, result.device_token);
  return result;
}
