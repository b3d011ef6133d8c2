import type { ResourceLink } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { LoginResult } from '@focal/contracts/auth';
import type { RecoverTwoFactorRequest } from '@focal/contracts/two-factor';
import { apiFetch } from '../../../shared/http/client';
import { deviceTokenFor } from '../../../shared/session/device-tokens';

/** Spec 02 §7: setup, reset and action calls use the urls and methods the server supplied. */
export const callLink = <T>(link: ResourceLink, body: unknown, auth = false) =>
  apiFetch<T>(link.url, { method: link.method ?? 'POST', body, auth });

/**
 * AUTHENTICATE_2FA: the second step of a sign-in. Without a code after a recovery (the key alone
 * signs in once more). Carries this browser's device token for the email, as the sign-in does.
 */
export function authenticate(
  link: ResourceLink | undefined,
  authorizationKey: string,
  email: string,
  code?: string,
): Promise<LoginResult> {
  const token = deviceTokenFor(email);
  const userData = {
    email,
    ...(code === undefined ? {} : { sixDigitVerificationCode: code }),
    ...(token ? { device_token: token } : {}),
  };
  const body = { authorizationKey, userData };
  return link ? callLink(link, body) : apiFetch(ApiRoutes.authenticateTwoFactor, { body, auth: false });
}

/** RECOVER_2FA with this browser's device token for the email, so guesses elsewhere never lock it. */
export function recover(link: ResourceLink, body: RecoverTwoFactorRequest, email: string) {
  const token = deviceTokenFor(email);
  return callLink<unknown>(link, token ? { ...body, device_token: token } : body);
}

/** The QR image (spec 02 §7: an image blob), as a data: address an <img> can show. */
export async function qrImage(url: string): Promise<string> {
  const blob = await apiFetch<Blob>(url, { responseType: 'blob', auth: false });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}
