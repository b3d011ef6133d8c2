import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { type Api, apiOf, it } from '../test/api-test.ts';
import { signupForm } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// The app of this file serves a web build of its own.
const webDist = mkdtempSync(join(tmpdir(), 'focal-web-'));
// Its pages run one inline script before the first paint (the build inlines first-paint.js), with
// markup in its strings as that one has.
const INLINE = "if (!window.fetch) document.body.innerHTML = '<p>Your browser is not supported</p>';";
// And the entry's start as an inline module (build/inline-entry-plugin.ts).
const ENTRY_INLINE = 'import{t as e}from"/assets/app-Ab12.js";e();';
const PAGE = `<!doctype html><title>Focal</title><script>${INLINE}</script><script type="module">${ENTRY_INLINE}</script><div id="root"></div>`;
writeFileSync(join(webDist, 'index.html'), PAGE);
// A prerendered page has its own inline scripts (the build's /login has first-paint.js alone; the
// shell also inlines its early requests).
const LOGIN_INLINE = 'window.prerendered = true;';
writeFileSync(
  join(webDist, 'login.html'),
  `<!doctype html><title>Sign in</title><script>${LOGIN_INLINE}</script>`,
);
// The client portal's document, served for every path under /portal/, with its own early script.
const PORTAL_INLINE = 'window.portal = true;';
writeFileSync(
  join(webDist, 'portal.html'),
  `<!doctype html><title>Focal</title><script>${PORTAL_INLINE}</script><div id="root"></div>`,
);
writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});");
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets/app-Ab12.js'), 'export const x = 1;');
writeFileSync(join(webDist, 'assets/app-Ab12.css'), 'body { color: red; }');
writeFileSync(join(webDist, 'build.json'), JSON.stringify({ version: 'build-2' }));
it.override('appOptions', { env: { WEB_DIST_DIR: webDist } });

describe('bad input gets a clear 4xx in the error body', () => {
  const cases: [
    string,
    (api: Api) => Promise<{ statusCode: number; json: () => { errorCode: string } }>,
    number,
    string,
  ][] = [
    [
      'malformed JSON',
      (api) =>
        api.call({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      400,
      'MalformedRequest',
    ],
    [
      'an empty JSON body',
      (api) =>
        api.call({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '',
        }),
      400,
      'MalformedRequest',
    ],
    [
      'text/plain',
      (api) =>
        api.call({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        }),
      415,
      'UnsupportedMediaType',
    ],
    [
      'form encoding',
      (api) =>
        api.call({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=b',
        }),
      415,
      'UnsupportedMediaType',
    ],
    [
      'wrong types',
      (api) => api.post('/api/auth/login', { email: 42, password: ['x'] }),
      400,
      'ValidationFailed',
    ],
    [
      'a JSON array',
      (api) =>
        api.call({
          method: 'POST',
          url: '/api/auth/signup',
          payload: '[1,2]',
          headers: { 'content-type': 'application/json' },
        }),
      400,
      'ValidationFailed',
    ],
    [
      'a body over 1 MiB',
      (api) => api.post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      413,
      'PayloadTooLarge',
    ],
    [
      'a too long field',
      (api) => api.post('/api/auth/signup', signupForm({ firstName: 'x'.repeat(101) })),
      400,
      'ValidationFailed',
    ],
    ['an unknown API path', (api) => api.get('/api/nothing-here'), 404, 'NotFound'],
    [
      'a bad query parameter',
      (api) => api.post('/api/auth/resend-confirmation?token=1&x=2'),
      400,
      'ValidationFailed',
    ],
  ];
  for (const [name, send, status, code] of cases) {
    it(`answers ${name} with ${status} ${code}`, async ({ api }) => {
      const res = await send(api);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.errorCode).toBe(code);
      expect(Object.keys(body).sort()).toEqual(['data', 'errorCode', 'errorMessage', 'errorTitle']);
    });
  }
});

describe('the served app', () => {
  it('serves the SPA at the root', async ({ api }) => {
    const res = await api.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the SPA for page paths with security headers', async ({ api }) => {
    const res = await api.get('/signup/confirm/abc?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  const DOCUMENT_ONLY = [
    'content-security-policy',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ];

  it('lets each page run its own inline scripts, and no other inline script', async ({ api }) => {
    const scriptSrc = async (url: string) =>
      String((await api.get(url)).headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('script-src'));
    const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    // The shell (index.html) for every page without a prerendered one, whatever the query.
    const shell = `script-src 'self' ${hashOf(INLINE)} ${hashOf(ENTRY_INLINE)}`;
    expect(await scriptSrc('/clients?page=2')).toBe(shell);
    expect(await scriptSrc('/')).toBe(shell);
    // A prerendered page its own alone, by its path or its file's name.
    expect(await scriptSrc('/login')).toBe(`script-src 'self' ${hashOf(LOGIN_INLINE)}`);
    expect(await scriptSrc('/login.html')).toBe(`script-src 'self' ${hashOf(LOGIN_INLINE)}`);
    // Every page of the client portal its document's (portal.html) alone.
    const portal = '/portal/4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
    for (const path of [
      portal,
      `${portal}/quotes/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e`,
      `${portal}?from=mail`,
    ])
      expect(await scriptSrc(path)).toBe(`script-src 'self' ${hashOf(PORTAL_INLINE)}`);
    expect(await scriptSrc('/portals')).toBe(shell);
    // The service worker's script is not a page: no inline script.
    expect(await scriptSrc('/sw.js')).toBe("script-src 'self'");
    // The API docs page relaxes to 'unsafe-inline', which a listed hash would switch off.
    const docs = await api.get('/api/docs/static/index.html');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline';");
  });

  it('sends the document headers with pages, sw.js and the docs page, not with the hashed assets', async ({
    api,
  }) => {
    for (const url of ['/', '/clients', '/sw.js', '/healthz', '/api/docs/static/index.html']) {
      const res = await api.get(url);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${name} on ${url}`).toBeTruthy();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // A page revalidates with its one validator, the ETag.
    for (const url of ['/', '/sw.js']) {
      const res = await api.get(url);
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeUndefined();
      // Never fetched in parts.
      expect(res.headers['accept-ranges'], url).toBeUndefined();
    }
    for (const url of ['/assets/app-Ab12.js', '/assets/app-Ab12.css']) {
      const res = await api.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${name} on ${url}`).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Immutable under its name: no validator, no ranges.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
  });

  it("sends JSON API answers nosniff and a policy that allows nothing, not the pages' headers", async ({
    api,
  }) => {
    const answers = {
      '/api/auth/oauth/providers': await api.get('/api/auth/oauth/providers'),
      '/api/basic/bootstrap': await api.get('/api/basic/bootstrap'),
      '/api/openapi.json': await api.get('/api/openapi.json'),
      'POST /api/auth/login': await api.post('/api/auth/login', {}),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([200, 401, 200, 400]);
    const others = DOCUMENT_ONLY.filter((name) => name !== 'content-security-policy');
    for (const [url, res] of Object.entries(answers)) {
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of others) expect(res.headers[name], `${name} on ${url}`).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document with the auth routes, and a docs page', async ({ api }) => {
    const doc = (await api.get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/basic/bootstrap']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
    const page = await api.get('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });

  it('tells a tab running an older web build to reload', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const old = await api.get('/api/basic/bootstrap', { as: auth, headers: { webbuildversion: 'build-1' } });
    expect(old.statusCode).toBe(426);
    expect(old.json().errorCode).toBe('ObsoleteAppVersion');
    const current = await api.get('/api/basic/bootstrap', {
      as: auth,
      headers: { webbuildversion: 'build-2' },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.environment.builds.web).toBe('build-2');
  });

  it('reports readiness', async ({ api }) => {
    expect((await api.get('/healthz')).json()).toEqual({ status: 'ok' });
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  it('adds HSTS to answers that reached the proxy over HTTPS only', async () => {
    const proxied = apiOf(await createTestApp({ TRUST_PROXY: '1' }));
    try {
      const https = await proxied.get('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await proxied.get('/api/auth/oauth/providers', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.get('/healthz');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('static files of the web build', () => {
  it('answers a missing asset 404 instead of the page, and serves files added after start', async ({
    api,
  }) => {
    const missing = await api.get('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('NotFound');
    writeFileSync(join(webDist, 'late.js'), 'console.log(1)');
    const late = await api.get('/late.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(1)');
  });
});
