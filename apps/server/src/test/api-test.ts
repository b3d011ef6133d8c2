import { ApiRoutes } from '@focal/contracts/api-routes';
import { COMPANY_HEADER, type SignupRequest, type TokenPair } from '@focal/contracts';
import type { InjectOptions } from 'fastify';
import { test as base } from 'vitest';
import { DEMO_ADMIN, DEMO_OWNER, seedDemo } from '../db/seed/demo.ts';
import { bearer, postJson, signedInOwner, signedUpOverHttp, signUp } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The API tests' Vitest fixture: `it('...', async ({ api }) => ...)` gets the real app over a fresh
 * copy of the migrated database, one per test file (tests in a file build on each other's accounts
 * no more than they do today, and a file never sees another file's rows), built when the file's first
 * test or hook asks for it. A file that needs other settings says so once at its top:
 * `it.override('appOptions', { env: { ... }, workers: true })`; the next file starts from the
 * defaults again (./api-file-setup.ts).
 */
export type AppOptions = { env?: Record<string, string>; workers?: boolean };

/** Who a request is made as: a bearer header set (`owner.auth`) or a token pair. */
export type As = Record<string, string> | Pick<TokenPair, 'access_token'>;
export type RequestOptions = {
  as?: As;
  /** The company the client believes it works in (the company header). */
  company?: string;
  headers?: Record<string, string>;
  /** The client address (rate limits count per address); 127.0.0.1 unless given. */
  ip?: string;
};

const headersOf = ({ as, company, headers }: RequestOptions) => ({
  ...(as ? ('access_token' in as ? bearer(as as Pick<TokenPair, 'access_token'>) : as) : {}),
  ...(company ? { [COMPANY_HEADER]: company } : {}),
  ...headers,
});

export function apiOf(t: TestApp) {
  const send = (method: InjectOptions['method'], url: string, payload: unknown, options: RequestOptions) =>
    t.call({
      method,
      url,
      headers: headersOf(options),
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(options.ip ? { ip: options.ip } : {}),
    });
  const signIn = async (path: string, account: { email: string; password: string }) => {
    const res = await postJson(t)(path, { email: account.email, password: account.password });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const tokens = (res.body as { data: TokenPair }).data;
    return { tokens, auth: bearer(tokens) };
  };
  return {
    ...t,
    get: (url: string, options: RequestOptions = {}) => send('GET', url, undefined, options),
    post: (url: string, payload?: unknown, options: RequestOptions = {}) =>
      send('POST', url, payload, options),
    put: (url: string, payload?: unknown, options: RequestOptions = {}) => send('PUT', url, payload, options),
    delete: (url: string, options: RequestOptions = {}) => send('DELETE', url, undefined, options),
    signUp: (overrides: Partial<SignupRequest> = {}) => signUp(t, overrides),
    /** A confirmed owner, signed in: made through the services (factories.ts). */
    signedInOwner: (overrides: Partial<SignupRequest> = {}) => signedInOwner(t, overrides),
    /** Signed up, confirmed through the mailed link and signed in, over HTTP: a test of those mails. */
    signedUpOverHttp: (overrides: Partial<SignupRequest> = {}) => signedUpOverHttp(t, overrides),
    /** The demo studio (seeded on first use) and its owner, signed in from an address of its own. */
    demoOwner: async () => {
      await seedDemo(t.deps.db);
      return signIn(ApiRoutes.login.path, DEMO_OWNER);
    },
    /** The demo administrator (the demo seeded on first use), signed in to the admin API. */
    demoAdmin: async () => {
      await seedDemo(t.deps.db);
      return signIn(ApiRoutes.adminLogin.path, DEMO_ADMIN);
    },
  };
}

export type Api = ReturnType<typeof apiOf>;

export const it = base
  .extend('appOptions', { scope: 'file' }, {} as AppOptions)
  .extend('api', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
    const t = await createTestApp(appOptions.env, { workers: appOptions.workers });
    onCleanup(() => t.close());
    return apiOf(t);
  });

export { describe, expect } from 'vitest';
