import { COMPANY_HEADER } from '@focal/contracts/headers';

/**
 * Requests sent before the app's code has loaded (app/boot/early-requests.ts, inline in index.html),
 * handed over to the first apiFetch of the same GET. They live on `window`: the inline script and the
 * app are separate bundles. An answer is taken once, and only by a request the same session and
 * company would send (the same bearer token and company header): a session or company that changed
 * in the meantime asks afresh.
 */
type Early = { url: string; authorization: string; company: string; response: Promise<Response> };

declare global {
  interface Window {
    focalEarlyResponses?: Early[];
  }
}

const key = (headers: Record<string, string>) => ({
  authorization: headers.Authorization ?? '',
  company: headers[COMPANY_HEADER] ?? '',
});

/** Records a request sent with `headers` (the app's common headers) before the app runs. */
export function putEarlyResponse(url: string, headers: Record<string, string>, response: Promise<Response>) {
  // An unanswered request must not surface as an unhandled rejection before the app takes it.
  response.catch(() => {});
  (window.focalEarlyResponses ??= []).push({ url, ...key(headers), response });
}

/** The early answer to this GET with these headers, if one was sent; it is no longer there after. */
export function takeEarlyResponse(url: string, headers: Record<string, string>): Promise<Response> | null {
  const list = typeof window === 'undefined' ? undefined : window.focalEarlyResponses;
  if (!list) return null;
  const wanted = key(headers);
  const at = list.findIndex(
    (early) =>
      early.url === url && early.authorization === wanted.authorization && early.company === wanted.company,
  );
  if (at < 0) return null;
  return list.splice(at, 1)[0]!.response;
}

/**
 * Forgets the answers no request took: they belong to the page the app opened at, and only until
 * the app moves on. A dashboard answer kept past a lapsed plan's detour through /login (a 401
 * "subscription expired") came back to the dashboard after the payment and sent it to the plans again.
 */
export function dropEarlyResponses() {
  if (typeof window !== 'undefined') delete window.focalEarlyResponses;
}
