import { ApiRoutes } from '@focal/contracts/api-routes';
import type { LoginRequest, TokenPair } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { keepDeviceToken, withDeviceToken } from '../../../shared/session/device-tokens';

/** Signs in with this browser's device token for the email; keeps the renewed one apart from the session. */
export async function adminLogin(body: LoginRequest): Promise<TokenPair> {
  const { device_token, ...pair } = await apiFetch(ApiRoutes.adminLogin, {
    body: withDeviceToken(body),
    auth: false,
  });
  if (device_token) keepDeviceToken(body.email, device_token);
  return pair;
}
