import type { ApiRoute, OperationId } from '@focal/contracts/api-routes';
import { fillPath } from '@focal/contracts/session-routes';
import type { EndpointBody, EndpointData, EndpointParams, EndpointQuery } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { clearSession, getAccessToken } from '../session/session-store';
import { ApiError, errorBodyFromBlob, malformedResponse, networkError, toErrorBody } from './api-error';
import { loadErrorContracts } from './error-contracts';
import { takeEarlyResponse } from './early-responses';
import { commonHeaders } from './headers';
import { type RequestInfo, runErrorHook, runSuccessHook } from './hooks';
import { refreshAccessToken } from './refresh';
import { nextTask } from '../routing/next-task';
import { reportResponseHeaders } from './response-headers';

export type RequestOptions = {
  method?: string;
  /** Sent as JSON (a Blob or File is sent as it is, with its own type); leave out for an empty body. */
  body?: unknown;
  /**
   * Whether this call belongs to the signed-in session: sends the access token and applies the
   * session rules (452 → refresh and retry, 450 → sign out). Public endpoints pass false.
   */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file download: the answer is the Blob itself (its errors are still JSON). */
  responseType?: 'json' | 'blob';
  /**
   * Spec 01 §8, 401 "210" (subscription expired): the plans frame opens for every request; a flagged
   * one also goes to /login under it. Set by calls that load what a page shows (the page cannot be
   * shown without them), not by saves or background polls (the page and its unsaved work stay).
   */
  expiredGoesToLogin?: boolean;
};

async function send(url: string, options: RequestOptions, token: string | null) {
  const headers = { ...commonHeaders(token), ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body instanceof Blob) {
    // An upload (a company logo): the raw bytes, typed as the file is.
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    // A GET sent before the app's code loaded (app/boot/early-requests.ts) is answered by that request.
    const early = init.method === 'GET' ? takeEarlyResponse(url, headers) : null;
    response = await (early ?? fetch(url, init));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  reportResponseHeaders(response.headers);
  return response;
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

const isErrorBody = (json: unknown) => Boolean(json && typeof json === 'object' && 'errorCode' in json);

async function settle<T>(response: Response, options: RequestOptions, info: RequestInfo): Promise<T> {
  if (options.responseType === 'blob') {
    if (response.ok) return (await response.blob()) as T;
    throw new ApiError(response.status, await errorBodyFromBlob(response.status, await response.blob()));
  }
  const json = await readJson(response);
  if (response.ok) {
    // Spec 01 §8: a 2xx delivered as an error body is treated as an empty success.
    if (isErrorBody(json)) return null as T;
    const hasData = Boolean(json && typeof json === 'object' && 'data' in json);
    // A load answered without `data` has nothing to show: an error in the catalogue's words, never
    // a null that crashes the page (issue 10 §11: the Team page). A save without `data` is empty.
    if (!hasData && info.method === 'GET') throw new ApiError(response.status, malformedResponse());
    runSuccessHook(json, info);
    return (hasData ? (json as { data: unknown }).data : null) as T;
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

/** The session rules of spec 01 §4.1: 450 signs out; 452 refreshes once for all and retries. */
async function withSession<T>(url: string, options: RequestOptions, info: RequestInfo): Promise<T> {
  const token = info.auth ? getAccessToken() : null;
  try {
    return await settle<T>(await send(url, options, token), options, info);
  } catch (error) {
    if (!info.auth || !(error instanceof ApiError)) throw error;
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
      return await settle<T>(await send(url, options, fresh), options, info);
    } catch (retryError) {
      if (retryError instanceof ApiError && (isInvalid(retryError, codes) || isExpired(retryError, codes))) {
        endSession(retryError, 'invalid');
      }
      throw retryError;
    }
  }
}

/** A call of a declared endpoint: its path parameters, query and body, typed from the declaration. */
export type EndpointCall<K extends OperationId> = Omit<RequestOptions, 'method' | 'body'> &
  (undefined extends EndpointParams<Endpoints[K]>
    ? { params?: undefined }
    : { params: EndpointParams<Endpoints[K]> & Record<string, string> }) & {
    query?: EndpointQuery<Endpoints[K]>;
    body?: EndpointBody<Endpoints[K]>;
  };

function urlOf(route: ApiRoute, call: { params?: Record<string, string>; query?: unknown }) {
  const path = fillPath(route.path, call.params);
  const query = call.query as Record<string, string | number | undefined> | undefined;
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}

/**
 * Calls the API and returns the `data` of the success envelope, or throws an ApiError. Session calls
 * refresh an expired access token once for the whole app and retry; then the error catalogue
 * (shared/errors) acts on what it owns before the caller sees the error.
 *
 * Given an endpoint's route (`ApiRoutes.login`), the method and path come from it and the body and
 * answer are typed from its declaration in @focal/contracts (types only: no zod is loaded here).
 */
export function apiFetch<K extends OperationId>(
  route: ApiRoute<K>,
  call: EndpointCall<K>,
): Promise<EndpointData<Endpoints[K]>>;
export function apiFetch<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
export function apiFetch(
  target: string | ApiRoute,
  options: RequestOptions & { params?: Record<string, string>; query?: unknown } = {},
): Promise<unknown> {
  if (typeof target === 'string') return request(target, options);
  const { params, query, ...rest } = options;
  return request(urlOf(target, { params, query }), { ...rest, method: target.method });
}

async function request<T>(url: string, options: RequestOptions): Promise<T> {
  // Each load in a task of its own, its session and headers read there: a commit that mounts several
  // queries (the frame's notices, banners and company menu at once) ran all their fetch() calls in
  // its task, 10-15 ms on a fast machine and four times that on a phone (issue 31: Lighthouse's total
  // blocking time). A save goes at once: the page may be left or reloaded right after it.
  const method = options.method ?? 'GET';
  if (method === 'GET') await nextTask();
  const info: RequestInfo = { url, method, auth: options.auth ?? true };
  if (options.expiredGoesToLogin) info.expiredGoesToLogin = true;
  if (options.body !== undefined) info.body = options.body;
  try {
    return await withSession<T>(url, options, info);
  } catch (error) {
    if (error instanceof ApiError && !error.sessionEnded) runErrorHook(error, info);
    throw error;
  }
}
