import { ApiRoutes } from '@focal/contracts/api-routes';
import { getAccessToken, getRefreshToken, setTokens } from '../session/session-store';
import { commonHeaders } from './headers';

let inflight: Promise<string> | null = null;

async function exchange(refreshToken: string): Promise<string> {
  // Not apiFetch: a failed refresh must not start another refresh (apiFetch's 452 rule).
  const response = await fetch(ApiRoutes.refreshTokens.path, {
    method: ApiRoutes.refreshTokens.method,
    headers: { ...commonHeaders(null), 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (!response.ok) throw new Error(`Token refresh failed with ${response.status}`);
  const { tokenPairResponseSchema } = await import('@focal/contracts/auth');
  const pair = tokenPairResponseSchema.parse(await response.json()).data;
  setTokens(pair);
  return pair.access_token;
}

async function refreshOnce(failedToken: string | null): Promise<string> {
  const run = async () => {
    // Another tab, or an earlier refresh here, may have renewed the token meanwhile.
    const current = getAccessToken();
    if (current && current !== failedToken) return current;
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    return exchange(refreshToken);
  };
  // Refresh tokens rotate: two tabs refreshing with the same one would revoke the session,
  // so tabs take turns where the browser offers Web Locks.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks?.request ? await locks.request('focal.session.refresh', run) : run();
}

/**
 * Returns a fresh access token, refreshing at most once however many requests failed together
 * (spec 01 §4.1). Rejects when there is no refresh token or the refresh fails.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string> {
  const current = getAccessToken();
  if (current && current !== failedToken) return Promise.resolve(current);
  inflight ??= refreshOnce(failedToken).finally(() => {
    inflight = null;
  });
  return inflight;
}
