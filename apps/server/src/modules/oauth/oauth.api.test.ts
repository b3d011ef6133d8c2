// engine-dependent: one OAuth step completed twice at once makes one account.
import { randomBytes } from 'node:crypto';
import { INVALID_EMAIL, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { describe, expect } from 'vitest';
import { type Api, apiOf, it } from '../../test/api-test.ts';
import { loadConfig } from '../../config.ts';
import { oauthIdentities, oauthStates, users } from '../../db/schema.ts';
import { findUserByEmail } from '../users/service.ts';
import {
  GOOD_PASSWORD,
  lastMail,
  linkIn,
  mailOf,
  randomIp,
  signupForm,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { assertProviderIssuers } from './providers.ts';

let provider: OAuth2Server;
/** Claims the mock provider puts into the next tokens it signs (sub, email, names...). */
let nextClaims: Record<string, unknown> = {};

// The app of this file signs in with Google and Xero, both played by a mock provider on loopback.
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  onCleanup(() => provider.stop());
  // Access token and ID token are both signed per exchange, so the claims go on every token.
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextClaims));
  const issuer = provider.issuer.url!;
  return {
    env: {
      OAUTH_PROVIDERS: 'google,xero',
      OAUTH_GOOGLE_ISSUER: issuer,
      OAUTH_GOOGLE_CLIENT_ID: 'focal-google-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_XERO_ISSUER: issuer,
      OAUTH_XERO_CLIENT_ID: 'focal-xero-client',
      OAUTH_XERO_CLIENT_SECRET: 'xero-secret',
    },
  };
});

const subject = () => `sub-${randomBytes(6).toString('hex')}`;
const bootstrap = (api: Api, accessToken: string) =>
  api.get('/api/basic/bootstrap', { as: { access_token: accessToken } });

/** The browser's hops: our start → the provider's authorize page → back to the SPA page with code and state. */
async function authorize(api: Api, providerId: string, claims: Record<string, unknown>) {
  nextClaims = claims;
  const start = await api.get(`/api/auth/oauth/${providerId}/start`);
  expect(start.statusCode, start.body).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}/signup/oauth2/code/${providerId}`);
  return { query: Object.fromEntries(back.searchParams) as { code: string; state: string }, cookie, start };
}

async function signInWith(api: Api, providerId: string, claims: Record<string, unknown>) {
  const { query, cookie } = await authorize(api, providerId, claims);
  return api.post(`/api/auth/oauth/${providerId}/callback`, query, { ip: randomIp(), headers: { cookie } });
}

async function needsCompletion(api: Api, providerId: string, claims: Record<string, unknown>) {
  const res = await signInWith(api, providerId, claims);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data.status).toBe('needs_completion');
  return data as {
    status: string;
    completionToken: string;
    action: string;
    fields: string[];
    prefill: Record<string, unknown>;
    providerId: string;
  };
}

const completion = (token: string, extra: object = {}) => ({
  token,
  country: 'NZ',
  currency: 'NZD',
  timezone: 'Pacific/Auckland',
  termsOfUseAccepted: true,
  ...extra,
});

describe('providers', () => {
  it('lists the configured providers with their start URLs', async ({ api }) => {
    const res = await api.get('/api/auth/oauth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        providers: [
          { id: 'google', name: 'Google', startUrl: '/api/auth/oauth/google/start' },
          { id: 'xero', name: 'Xero', startUrl: '/api/auth/oauth/xero/start' },
        ],
      },
    });
  });

  it('answers OAuthFailed when the provider cannot be reached, and lists only configured providers', async () => {
    const offline = apiOf(
      await createTestApp({
        OAUTH_PROVIDERS: 'google',
        OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9',
        OAUTH_GOOGLE_CLIENT_ID: 'a',
        OAUTH_GOOGLE_CLIENT_SECRET: 'b',
      }),
    );
    try {
      const list = await offline.get('/api/auth/oauth/providers');
      expect(list.json().data.providers.map((p: { id: string }) => p.id)).toEqual(['google']);
      const start = await offline.get('/api/auth/oauth/google/start');
      expect(start.statusCode).toBe(400);
      expect(start.json()).toMatchObject({
        errorCode: 'OAuthFailed',
        errorMessage: expect.stringContaining('cannot reach Google'),
      });
    } finally {
      await offline.close();
    }
  });

  it('publishes its endpoints in the OpenAPI document', async ({ api }) => {
    const doc = (await api.get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/oauth/providers',
        '/api/auth/oauth/{providerId}/start',
        '/api/auth/oauth/{providerId}/callback',
        '/api/auth/oauth/complete/{token}',
        '/api/auth/oauth/complete',
      ]),
    );
  });

  it('answers an unknown provider with NotFound', async ({ api }) => {
    const start = await api.get('/api/auth/oauth/github/start');
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({ errorCode: 'NotFound' });
    const callback = await api.post(
      '/api/auth/oauth/github/callback',
      { code: 'x', state: 'y' },
      { ip: randomIp() },
    );
    expect(callback.statusCode).toBe(404);
    expect(callback.json()).toMatchObject({ errorCode: 'NotFound' });
  });

  it('starts an authorization-code request with state, nonce and PKCE S256, remembered for 10 minutes', async ({
    api,
  }) => {
    const start = await api.get('/api/auth/oauth/google/start');
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({
      client_id: 'focal-google-client',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${TEST_PUBLIC_URL}/signup/oauth2/code/google`,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^.{20}/),
      nonce: expect.stringMatching(/^.{20}/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await api.deps.db.select().from(oauthStates).where(eq(oauthStates.nonce, q.nonce!));
    expect(row).toMatchObject({ provider: 'google' });
    expect(row!.state).not.toBe(q.state);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(String(start.headers['set-cookie'])).toMatch(
      /^focal_oauth_\w+=1; Path=\/api\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('refuses a plain-http issuer that is not on this machine', () => {
    const config = (issuer: string) =>
      loadConfig({
        DATA_DIR: '/tmp/focal-oauth-config',
        JWT_SECRET: 'x'.repeat(32),
        TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
        OAUTH_PROVIDERS: 'google',
        OAUTH_GOOGLE_ISSUER: issuer,
        OAUTH_GOOGLE_CLIENT_ID: 'a',
        OAUTH_GOOGLE_CLIENT_SECRET: 'b',
      });
    expect(() => assertProviderIssuers(config('http://accounts.example.com'))).toThrow(
      /OAUTH_GOOGLE_ISSUER: must use https/,
    );
    expect(() => assertProviderIssuers(config('https://accounts.google.com'))).not.toThrow();
    for (const loopback of ['http://127.0.0.1:9', 'http://localhost:9', 'http://[::1]:9']) {
      expect(() => assertProviderIssuers(config(loopback))).not.toThrow();
    }
  });
});

describe('sign-up with Google', () => {
  it('asks only the remaining fields when the email is verified, then signs the new owner in', async ({
    api,
  }) => {
    const sub = subject();
    const email = uniqueEmail('google');
    const pending = await needsCompletion(api, 'google', {
      sub,
      email,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Shutter',
    });
    expect(pending).toEqual({
      status: 'needs_completion',
      completionToken: expect.any(String),
      providerId: 'google',
      action: 'COMPLETE_OAUTH_SIGN_UP',
      prefill: { email, firstName: 'Grace', lastName: 'Shutter' },
      fields: ['country', 'currency', 'timezone', 'termsOfUseAccepted'],
    });

    // The completion page survives a reload.
    const again = await api.get(`/api/auth/oauth/complete/${pending.completionToken}`);
    expect(again.statusCode).toBe(200);
    const { status: _s, completionToken: _c, ...described } = pending;
    expect(again.json()).toEqual({ data: described });

    const done = await api.post('/api/auth/oauth/complete', completion(pending.completionToken), {
      ip: randomIp(),
    });
    expect(done.statusCode, done.body).toBe(200);
    const tokens = done.json().data;
    expect(tokens).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });

    const boot = await bootstrap(api, tokens.access_token);
    expect(boot.statusCode, boot.body).toBe(200);
    expect(boot.json().data.profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Shutter',
      email,
      country: 'NZ',
      currency: { currencyCode: 'NZD' },
    });
    expect(boot.json().data.authorizedCompany).toMatchObject({
      name: 'Grace Shutter',
      timeZone: 'Pacific/Auckland',
    });

    const user = await findUserByEmail(api.deps.db, email);
    expect(user!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toBeNull();
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await mailOf(api, user!)).toEqual([]);

    // No password: the email sign-in says what it says to anyone with wrong credentials.
    const login = await api.post('/api/auth/login', { email, password: GOOD_PASSWORD }, { ip: randomIp() });
    expect(login.statusCode).toBe(401);
    expect(login.json().errorCode).toBe('InvalidCredentials');
  });

  it('signs a returning user straight in, by provider and subject', async ({ api }) => {
    const sub = subject();
    const email = uniqueEmail('back');
    const pending = await needsCompletion(api, 'google', {
      sub,
      email,
      email_verified: true,
      given_name: 'Ray',
      family_name: 'Flash',
    });
    expect(
      (await api.post('/api/auth/oauth/complete', completion(pending.completionToken), { ip: randomIp() }))
        .statusCode,
    ).toBe(200);

    // Even with another email at the provider now: the subject is what identifies the user.
    const back = await signInWith(api, 'google', {
      sub,
      email: uniqueEmail('renamed'),
      email_verified: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    const data = back.json().data;
    expect(data).toEqual({
      status: 'signed_in',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const boot = await bootstrap(api, data.access_token);
    expect(boot.statusCode).toBe(200);
    expect(boot.json().data.profile).toMatchObject({ email, firstName: 'Ray' });

    // The same subject at another provider is another person.
    const elsewhere = await signInWith(api, 'xero', { sub, email, email_verified: true });
    expect(elsewhere.json().data.status).toBe('needs_completion');
  });

  it('asks for the email when the provider did not verify it, prefilled with what it sent', async ({
    api,
  }) => {
    const email = uniqueEmail('unverified');
    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email,
      email_verified: false,
      name: 'Mona Lisa Smith',
    });
    expect(pending.fields).toEqual(['email', 'country', 'currency', 'timezone', 'termsOfUseAccepted']);
    expect(pending.prefill).toEqual({ email, firstName: 'Mona', lastName: 'Lisa Smith' });
    const done = await api.post('/api/auth/oauth/complete', completion(pending.completionToken, { email }), {
      ip: randomIp(),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).not.toHaveProperty('access_token');
    const user = await findUserByEmail(api.deps.db, email);
    expect(user!.emailConfirmedAt).toBeNull();
    expect((await lastMail(api, email)).subject).toBe('Confirm your email address for Focal');
  });

  it('refuses an email the form did not ask for', async ({ api }) => {
    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    const res = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: uniqueEmail('other') }),
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { email: 'This field is not accepted here.' } },
    });
    // Nothing was used up: the right form still completes.
    expect(
      (await api.post('/api/auth/oauth/complete', completion(pending.completionToken), { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses unticked terms and missing fields with the spec texts', async ({ api }) => {
    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    const res = await api.post(
      '/api/auth/oauth/complete',
      {
        token: pending.completionToken,
        country: 'NZ',
        termsOfUseAccepted: false,
        password: 'x',
      },
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: {
        fields: {
          termsOfUseAccepted: TERMS_REQUIRED,
          currency: REQUIRED,
          timezone: REQUIRED,
          password: 'This field is not accepted here.',
        },
      },
    });
  });

  it('never joins an existing account by email: 409 EmailTaken, nothing linked', async ({ api }) => {
    const { form } = await api.signUp();
    const existing = await findUserByEmail(api.deps.db, form.email);
    const sub = subject();
    const pending = await needsCompletion(api, 'google', {
      sub,
      email: form.email,
      email_verified: true,
      given_name: 'Mallory',
    });
    const res = await api.post('/api/auth/oauth/complete', completion(pending.completionToken), {
      ip: randomIp(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'EmailTaken',
      data: { fields: { email: expect.any(String) } },
    });

    const links = await api.deps.db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, 'google'), eq(oauthIdentities.subject, sub)));
    expect(links).toEqual([]);
    expect(await findUserByEmail(api.deps.db, form.email)).toEqual(existing);
    const [{ n }] = (await api.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${form.email}`)) as [{ n: number }];
    expect(n).toBe(1);
    // Signing in with that provider account again still does not reach the existing account.
    expect(
      (await signInWith(api, 'google', { sub, email: form.email, email_verified: true })).json().data.status,
    ).toBe('needs_completion');
  });
});

describe('sign-up with Xero', () => {
  it('asks for the email when Xero sends none, and mails a confirmation link to the typed one', async ({
    api,
  }) => {
    const sub = subject();
    const pending = await needsCompletion(api, 'xero', {
      sub,
      given_name: 'Xavier',
      family_name: 'Ledger',
    });
    expect(pending).toMatchObject({
      providerId: 'xero',
      action: 'COMPLETE_XERO_SIGN_UP',
      prefill: { email: null, firstName: 'Xavier', lastName: 'Ledger' },
      fields: ['email', 'country', 'currency', 'timezone', 'termsOfUseAccepted'],
    });

    const missing = await api.post('/api/auth/oauth/complete', completion(pending.completionToken), {
      ip: randomIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorMessage: REQUIRED,
      data: { fields: { email: REQUIRED } },
    });
    const invalid = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: 'nope' }),
      { ip: randomIp() },
    );
    expect(invalid.json().data.fields).toEqual({ email: INVALID_EMAIL });

    // An address someone already has is refused, and the step can be retried with another.
    const { form } = await api.signUp();
    const taken = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: form.email.toUpperCase() }),
      { ip: randomIp() },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('EmailTaken');

    const email = uniqueEmail('xero');
    const done = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: email.toUpperCase() }),
      { ip: randomIp() },
    );
    expect(done.statusCode, done.body).toBe(200);

    // A typed address is unproven: the answer of a password sign-up, no session.
    expect(done.json().data).toEqual({
      email,
      resourcesLinks: {
        RESEND_CONFIRMATION: {
          url: expect.stringMatching(/^\/api\/auth\/resend-confirmation\?token=/),
          method: 'POST',
        },
        DEV_MAILBOX: { url: expect.stringMatching(/^\/dev\/mail\?token=/) },
      },
    });
    expect((await findUserByEmail(api.deps.db, email))!.emailConfirmedAt).toBeNull();
    const before = await signInWith(api, 'xero', { sub, given_name: 'Xavier' });
    expect(before.json()).toMatchObject({ errorCode: 'EmailNotConfirmed' });
    expect(before.body).not.toContain('access_token');

    // The confirmation link opened in the browser that completed the sign-up keeps the identity.
    const proof = String(done.headers['set-cookie']).split(';')[0]!;
    expect(proof).toMatch(/^focal_oauth_signup=/);
    const mail = await lastMail(api, email);
    expect(mail.to).toBe(email);
    const link = linkIn(mail.text, '/signup/confirm/');
    expect(link.startsWith(`${TEST_PUBLIC_URL}/signup/confirm/`)).toBe(true);
    const confirmed = await api.post(
      '/api/auth/confirm',
      { token: tokenFromLink(link), purpose: 'signup' },
      { ip: randomIp(), headers: { cookie: proof } },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await findUserByEmail(api.deps.db, email))!.emailConfirmedAt).toBeInstanceOf(Date);
    const back = await signInWith(api, 'xero', { sub, given_name: 'Xavier' });
    expect(back.json().data.status).toBe('signed_in');
    const boot = await bootstrap(api, back.json().data.access_token);
    expect(boot.json().data.profile).toMatchObject({ email, firstName: 'Xavier', lastName: 'Ledger' });
  });
});

describe('a typed address someone else holds (pre-account hijack)', () => {
  /** The attacker's provider account has no email; they type the victim's and complete. */
  async function hijack(api: Api, victim: string) {
    const sub = subject();
    const pending = await needsCompletion(api, 'xero', { sub, given_name: 'Mallory' });
    const done = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: victim }),
      { ip: randomIp() },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).not.toContain('access_token');
    const signIn = await signInWith(api, 'xero', { sub, given_name: 'Mallory' });
    expect(signIn.json().errorCode).toBe('EmailNotConfirmed');
    return { sub };
  }
  const identityOf = async (api: Api, sub: string) =>
    api.deps.db.select().from(oauthIdentities).where(eq(oauthIdentities.subject, sub));

  it('gets no session, and the identity goes when the victim proves the address by a reset', async ({
    api,
  }) => {
    const victim = uniqueEmail('victim');
    const { sub } = await hijack(api, victim);

    // The victim is refused at sign-up, and recovers the address by a password reset.
    const taken = await api.post('/api/auth/signup', signupForm({ email: victim }), { ip: randomIp() });
    expect(taken.json().errorCode).toBe('EmailTaken');
    expect((await api.post('/api/auth/forgot', { email: victim }, { ip: randomIp() })).statusCode).toBe(200);
    const reset = linkIn((await lastMail(api, victim)).text, '/new/confirm/');
    const done = await api.post(
      '/api/auth/reset',
      {
        token: tokenFromLink(reset),
        password: 'victim takes it back',
      },
      { ip: randomIp() },
    );
    expect(done.statusCode, done.body).toBe(200);

    expect(await identityOf(api, sub)).toEqual([]);
    const again = await signInWith(api, 'xero', { sub, given_name: 'Mallory' });
    expect(again.json().data).toMatchObject({ status: 'needs_completion' });
    expect(again.body).not.toContain('access_token');
    const login = await api.post(
      '/api/auth/login',
      { email: victim, password: 'victim takes it back' },
      { ip: randomIp() },
    );
    expect(login.statusCode, login.body).toBe(200);
  });

  it("loses the identity when the confirmation link is opened outside the attacker's browser", async ({
    api,
  }) => {
    const victim = uniqueEmail('victim');
    const { sub } = await hijack(api, victim);
    const link = linkIn((await lastMail(api, victim)).text, '/signup/confirm/');
    const confirmed = await api.post(
      '/api/auth/confirm',
      { token: tokenFromLink(link), purpose: 'signup' },
      { ip: randomIp() },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await identityOf(api, sub)).toEqual([]);
    expect((await signInWith(api, 'xero', { sub, given_name: 'Mallory' })).json().data.status).toBe(
      'needs_completion',
    );
  });

  it('treats an email the provider did not verify as typed', async ({ api }) => {
    const victim = uniqueEmail('victim');
    const sub = subject();
    const pending = await needsCompletion(api, 'google', { sub, email: victim, email_verified: false });
    const done = await api.post(
      '/api/auth/oauth/complete',
      completion(pending.completionToken, { email: victim }),
      { ip: randomIp() },
    );
    expect(done.json().data).toEqual({ email: victim, resourcesLinks: expect.any(Object) });
    expect((await signInWith(api, 'google', { sub, email: victim, email_verified: false })).statusCode).toBe(
      401,
    );
  });
});

describe('completion tokens', () => {
  it('work once', async ({ api }) => {
    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    expect(
      (await api.post('/api/auth/oauth/complete', completion(pending.completionToken), { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
    const reused = await api.post('/api/auth/oauth/complete', completion(pending.completionToken), {
      ip: randomIp(),
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ errorCode: 'VerificationLinkInvalid' });
    const reload = await api.get(`/api/auth/oauth/complete/${pending.completionToken}`);
    expect(reload.statusCode).toBe(404);
    expect(reload.json().errorCode).toBe('VerificationLinkInvalid');
  });

  it('create one account when the same step is completed twice at once', async ({ api }) => {
    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api.post('/api/auth/oauth/complete', completion(pending.completionToken), { ip: randomIp() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('are refused when unknown or expired (after an hour)', async ({ api }) => {
    const unknown = await api.get(`/api/auth/oauth/complete/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('VerificationLinkInvalid');

    const pending = await needsCompletion(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    await api.deps.db.execute(sql`update oauth_pending_signups set expires_at = now() - interval '1 second'`);
    expect(
      (await api.post('/api/auth/oauth/complete', completion(pending.completionToken), { ip: randomIp() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the callback', () => {
  const failed = (res: Awaited<ReturnType<Api['post']>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'OAuthFailed',
      errorMessage: expect.stringMatching(/^.{20}/),
    });
    return res.json();
  };

  it('refuses a replayed state', async ({ api }) => {
    const { query, cookie } = await authorize(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    expect(
      (await api.post('/api/auth/oauth/google/callback', query, { ip: randomIp(), headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      failed(
        await api.post('/api/auth/oauth/google/callback', query, { ip: randomIp(), headers: { cookie } }),
      ).errorMessage,
    ).toMatch(/already used/);
  });

  it('refuses an unknown state, an expired one, and one issued for another provider', async ({ api }) => {
    const { query, cookie } = await authorize(api, 'google', { sub: subject() });
    failed(
      await api.post(
        '/api/auth/oauth/google/callback',
        { ...query, state: 'made-up-state' },
        { ip: randomIp(), headers: { cookie } },
      ),
    );

    const other = await authorize(api, 'google', { sub: subject() });
    failed(
      await api.post('/api/auth/oauth/xero/callback', other.query, {
        ip: randomIp(),
        headers: { cookie: other.cookie },
      }),
    );

    await api.deps.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    failed(await api.post('/api/auth/oauth/google/callback', query, { ip: randomIp(), headers: { cookie } }));
  });

  it('accepts a state only from the browser that started the attempt (login CSRF)', async ({ api }) => {
    const { query, cookie } = await authorize(api, 'google', {
      sub: subject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    failed(await api.post('/api/auth/oauth/google/callback', query, { ip: randomIp() }));
    failed(
      await api.post('/api/auth/oauth/google/callback', query, {
        ip: randomIp(),
        headers: { cookie: 'focal_oauth_0123456789abcdef0123=1' },
      }),
    );
    // Those attempts did not use the state up for the real browser.
    const res = await api.post('/api/auth/oauth/google/callback', query, {
      ip: randomIp(),
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('reports a declined consent, a forged code and a wrong nonce as OAuthFailed', async ({ api }) => {
    const declined = await authorize(api, 'google', { sub: subject() });
    const body = failed(
      await api.post(
        '/api/auth/oauth/google/callback',
        { state: declined.query.state, error: 'access_denied' },
        { ip: randomIp(), headers: { cookie: declined.cookie } },
      ),
    );
    expect(body.errorMessage).toMatch(/cancelled/);

    const forged = await authorize(api, 'google', { sub: subject() });
    failed(
      await api.post(
        '/api/auth/oauth/google/callback',
        { ...forged.query, code: 'forged-code' },
        { ip: randomIp(), headers: { cookie: forged.cookie } },
      ),
    );

    const wrongNonce = await authorize(api, 'google', { sub: subject(), nonce: 'someone-elses-nonce' });
    failed(
      await api.post('/api/auth/oauth/google/callback', wrongNonce.query, {
        ip: randomIp(),
        headers: { cookie: wrongNonce.cookie },
      }),
    );
  });

  it('refuses fields it does not know', async ({ api }) => {
    const res = await api.post(
      '/api/auth/oauth/google/callback',
      {
        code: 'a',
        state: 'b',
        redirect: 'https://evil.example',
      },
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { redirect: 'This field is not accepted here.' } },
    });
  });
});
