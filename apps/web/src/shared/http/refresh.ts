import { SessionRoutes } from '@focal/contracts/session-routes';
import type { TokenPair } from '@focal/contracts/auth';
import { getAccessToken, getRefreshToken, setTokens } from '../session/session-store';
import { commonHeaders } from './headers';

let inflight: Promise<string> | null = null;

/**
 * The answer's token pair, checked by hand as the contract's tokenPairSchema would (two strings): a
 * reload of a signed-in page refreshes before its first request, and zod (23 KB brotli) would sit
 * on that path for two fields.
 */
function readTokenPair(body: unknown): TokenPair {
  const data = (body as { data?: Partial<Record<keyof TokenPair, unknown>> } | null)?.data;
  const { access_token, refresh_token } = data ?? {};
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string') {
    throw new Error('Token refresh answered without a token pair');
  }
  return { access_token, refresh_token };
}

async function exchange(refreshToken: string): Promise<string> {
  // Not apiFetch: a failed refresh must not start another refresh (apiFetch's 452 rule).
  const response = await fetch(SessionRoutes.refreshTokens.path, {
    method: SessionRoutes.refreshTokens.method,
    headers: { ...commonHeaders(null), 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (!response.ok) throw new Error(`Token refresh failed with ${response.status}`);
  const pair = readTokenPair(await response.json());
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
