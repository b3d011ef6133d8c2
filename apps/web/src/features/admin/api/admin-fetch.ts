import { ApiRoutes, type ApiRoute, type OperationId } from '@focal/contracts/api-routes';
import type { TokenPair } from '@focal/contracts/auth';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { ErrorCode } from '@focal/contracts/error-codes';
import type { ResourceLink } from '@focal/contracts/errors';
import { ApiError, isApiError } from '../../../shared/http/api-error';
import { apiFetch, type EndpointCall } from '../../../shared/http/client';
import { commonHeaders } from '../../../shared/http/headers';
import {
  clearAdminSession,
  getAdminRefreshToken,
  getAdminToken,
  setAdminSession,
} from '../lib/admin-session';
import { adminMessages as texts } from '../messages';

let inflight: Promise<string> | null = null;

async function exchange(failedToken: string): Promise<string> {
  // Another tab, or an earlier refresh here, may have renewed the token meanwhile.
  const current = getAdminToken();
  if (current && current !== failedToken) return current;
  const refreshToken = getAdminRefreshToken();
  if (!refreshToken) throw new Error('No administrator refresh token');
  // Not apiFetch: the studio session's refresh rules must not run on an administrator's token.
  const response = await fetch(ApiRoutes.refreshTokens.path, {
    method: ApiRoutes.refreshTokens.method,
    headers: { ...commonHeaders(null), 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (!response.ok) throw new Error(`Administrator token refresh failed with ${response.status}`);
  const pair = ((await response.json()) as { data?: TokenPair }).data;
  if (typeof pair?.access_token !== 'string' || typeof pair.refresh_token !== 'string') {
    throw new Error('Token refresh answered without a token pair');
  }
  setAdminSession(pair);
  return pair.access_token;
}

/** One refresh for every request that failed together; tabs take turns (refresh tokens rotate). */
function refreshAdminToken(failedToken: string): Promise<string> {
  const run = () => exchange(failedToken);
  const takeTurn = async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks?.request ? await locks.request('focal.admin.refresh', run) : run();
  };
  inflight ??= takeTurn().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** The session is over (expired past refresh, revoked, the administrator disabled): back to sign-in. */
function endSession(error: ApiError): never {
  error.sessionEnded = true;
  clearAdminSession('expired');
  throw error;
}

const refused = (error: unknown): error is ApiError => isApiError(error) && error.status === 401;

function notSignedIn(): never {
  clearAdminSession('expired');
  const error = new ApiError(401, {
    errorCode: ErrorCode.InvalidToken,
    errorTitle: texts.notSignedInTitle,
    errorMessage: texts.notSignedIn,
    data: null,
  });
  error.sessionEnded = true;
  throw error;
}

/**
 * A call with the administrator's token instead of the studio session's (apiFetch with `auth:
 * false`, so the studio's session rules stay off). An expired access token is refreshed once and the
 * call retried; any other 401 ends the administrator session, and the console returns to its
 * sign-in with a message.
 */
async function withAdminToken<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = getAdminToken();
  if (!token) notSignedIn();
  const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });
  try {
    return await send(bearer(token));
  } catch (error) {
    if (!refused(error)) throw error;
    if (error.code !== ErrorCode.TokenExpired) endSession(error);
    let fresh: string;
    try {
      fresh = await refreshAdminToken(token);
    } catch {
      endSession(error);
    }
    try {
      return await send(bearer(fresh));
    } catch (retryError) {
      if (refused(retryError)) endSession(retryError);
      throw retryError;
    }
  }
}

/** A declared endpoint, called as the signed-in administrator. */
export const adminFetch = <K extends OperationId>(
  route: ApiRoute<K>,
  call: EndpointCall<K>,
): Promise<EndpointData<Endpoints[K]>> =>
  withAdminToken((headers) =>
    apiFetch(route, { ...call, auth: false, headers: { ...call.headers, ...headers } } as EndpointCall<K>),
  );

/** An action the server offered (a resource link), followed as the signed-in administrator. */
export const followAdminLink = <T>(link: ResourceLink, body?: unknown): Promise<T> =>
  withAdminToken((headers) =>
    apiFetch<T>(link.url, { method: link.method ?? 'POST', body, auth: false, headers }),
  );
