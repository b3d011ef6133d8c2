import { clearSession, getAccessToken } from '../session/session-store';
import { ApiError, networkError, toErrorBody } from './api-error';
import { loadErrorContracts } from './error-contracts';
import { commonHeaders } from './headers';
import { refreshAccessToken } from './refresh';

export type RequestOptions = {
  method?: string;
  /** Sent as JSON; leave out for an empty body. */
  body?: unknown;
  /**
   * Whether this call belongs to the signed-in session: sends the access token and applies the
   * session rules (452 → refresh and retry, 450 → sign out). Public endpoints pass false.
   */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

async function send(url: string, options: RequestOptions, token: string | null) {
  const headers = { ...commonHeaders(token), ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  try {
    return await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function settle<T>(response: Response): Promise<T> {
  const json = await readJson(response);
  if (response.ok) {
    // Spec 01 §8: a 2xx delivered as an error body is treated as an empty success.
    if (json && typeof json === 'object' && 'errorCode' in json) return null as T;
    return (json && typeof json === 'object' && 'data' in json ? json.data : null) as T;
  }
  throw new ApiError(response.status, await toErrorBody(response.status, json));
}

type Codes = Awaited<ReturnType<typeof loadErrorContracts>>['ErrorCode'];
const isExpired = (error: ApiError, codes: Codes) =>
  error.status === 401 && error.code === codes.TokenExpired;
const isInvalid = (error: ApiError, codes: Codes) =>
  (error.status === 401 || error.status === 400) && error.code === codes.InvalidToken;

function endSession(error: ApiError, reason: 'invalid' | 'expired'): never {
  error.sessionEnded = true;
  clearSession(reason);
  throw error;
}

/**
 * Calls the API and returns the `data` of the success envelope, or throws an ApiError.
 * Session calls refresh an expired access token once for the whole app and retry.
 */
export async function apiFetch<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const token = auth ? getAccessToken() : null;
  try {
    return await settle<T>(await send(url, options, token));
  } catch (error) {
    if (!auth || !(error instanceof ApiError)) throw error;
    const { ErrorCode: codes } = await loadErrorContracts();
    if (isInvalid(error, codes)) endSession(error, 'invalid');
    if (!isExpired(error, codes)) throw error;
    let fresh: string;
    try {
      fresh = await refreshAccessToken(token);
    } catch {
      endSession(error, 'expired');
    }
    try {
      return await settle<T>(await send(url, options, fresh));
    } catch (retryError) {
      if (retryError instanceof ApiError && (isInvalid(retryError, codes) || isExpired(retryError, codes))) {
        endSession(retryError, 'invalid');
      }
      throw retryError;
    }
  }
}
