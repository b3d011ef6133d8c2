import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner, signupForm } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'focal-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Focal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'build.json'), JSON.stringify({ version: 'build-2' }));
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('bad input gets a clear 4xx in the error body', () => {
  const cases: [
    string,
    () => Promise<{ statusCode: number; json: () => { errorCode: string } }>,
    number,
    string,
  ][] = [
    [
      'malformed JSON',
      () =>
        t.call({
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
      () =>
        t.call({
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
      () =>
        t.call({
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
      () =>
        t.call({
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
      () => t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 42, password: ['x'] } }),
      400,
      'ValidationFailed',
    ],
    [
      'a JSON array',
      () =>
        t.call({
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
      () =>
        t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
        }),
      413,
      'PayloadTooLarge',
    ],
    [
      'a too long field',
      () =>
        t.call({
          method: 'POST',
          url: '/api/auth/signup',
          payload: signupForm({ firstName: 'x'.repeat(101) }),
        }),
      400,
      'ValidationFailed',
    ],
    ['an unknown API path', () => t.call({ method: 'GET', url: '/api/nothing-here' }), 404, 'NotFound'],
    [
      'a bad query parameter',
      () => t.call({ method: 'POST', url: '/api/auth/resend-confirmation?token=1&x=2' }),
      400,
      'ValidationFailed',
    ],
  ];
  for (const [name, send, status, code] of cases) {
    it(`answers ${name} with ${status} ${code}`, async () => {
      const res = await send();
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.errorCode).toBe(code);
      expect(Object.keys(body).sort()).toEqual(['data', 'errorCode', 'errorMessage', 'errorTitle']);
    });
  }
});

describe('the served app', () => {
  it('serves the SPA at the root', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the SPA for page paths with security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/signup/confirm/abc?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI document with the auth routes, and a docs page', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/basic/bootstrap']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('tells a tab running an older web build to reload', async () => {
    const { auth } = await signedInOwner(t);
    const old = await t.call({
      method: 'GET',
      url: '/api/basic/bootstrap',
      headers: { ...auth, webbuildversion: 'build-1' },
    });
    expect(old.statusCode).toBe(426);
    expect(old.json().errorCode).toBe('ObsoleteAppVersion');
    const current = await t.call({
      method: 'GET',
      url: '/api/basic/bootstrap',
      headers: { ...auth, webbuildversion: 'build-2' },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.environment.builds.web).toBe('build-2');
  });

  it('reports readiness', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  it('adds HSTS to answers that reached the proxy over HTTPS only', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const https = await proxied.call({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.call({ method: 'GET', url: '/healthz' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('static files of the web build', () => {
  it('answers a missing asset 404 instead of the page, and serves files added after start', async () => {
    const missing = await t.call({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('NotFound');
    writeFileSync(join(webDist, 'late.js'), 'console.log(1)');
    const late = await t.call({ method: 'GET', url: '/late.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(1)');
  });
});
