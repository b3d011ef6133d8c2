import { vi } from 'vitest';
import { bootstrapFixture } from './bootstrap-fixture';

/** A request as the app sent it, for assertions. */
export type SentRequest = { method: string; url: string; headers: Headers; body: unknown };
type Reply = Response | Promise<Response>;
type Handler = (request: SentRequest) => Reply;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown) => json(200, { data });

export const apiError = (
  status: number,
  errorCode: string,
  data: Record<string, unknown> | null = null,
  errorTitle = `Title ${errorCode}`,
  errorMessage = `Message ${errorCode}`,
) => json(status, { errorCode, errorTitle, errorMessage, data });

/**
 * Replaces `fetch` at the network boundary (the one thing a component test cannot run: the API).
 * Routes are "METHOD /path" (query string ignored); an unrouted request fails the test loudly.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof Blob
          ? init.body
          : undefined;
    const request = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === path);
  return { requests, to };
}

/**
 * A network where only the bootstrap answers and every other request stays pending: a page's first
 * screen and the addresses it asks for, without its data. Returns the addresses asked, in order.
 */
export function answerBootstrapOnly(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return url === '/api/basic/bootstrap' ? Promise.resolve(ok(bootstrapFixture())) : new Promise(() => {});
  });
  return asked;
}
