import { randomBytes } from 'node:crypto';
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorLoginData } from '@focal/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { randomIp, uniqueEmail } from '../../test/factories.ts';
import { turnedOn } from '../../test/two-factor.ts';
import { authenticate, nextCode, secondStepOf } from '../../test/two-factor-sign-in.ts';

let provider: OAuth2Server;
/** Claims the mock provider puts into the next tokens it signs. */
let nextClaims: Record<string, unknown> = {};

// Google played by a mock OAuth provider on loopback, as in oauth/oauth.api.test.ts.
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  onCleanup(() => provider.stop());
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextClaims));
  return {
    env: {
      OAUTH_PROVIDERS: 'google',
      OAUTH_GOOGLE_ISSUER: provider.issuer.url!,
      OAUTH_GOOGLE_CLIENT_ID: 'focal-google-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    },
  };
});

/** The browser's hops: our start, the provider's authorize page, then the callback with code and state. */
async function signInWithGoogle(api: Api, claims: Record<string, unknown>) {
  nextClaims = claims;
  const start = await api.get('/api/auth/oauth/google/start');
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
  const query = Object.fromEntries(new URL(atProvider.headers.get('location')!).searchParams);
  return api.post('/api/auth/oauth/google/callback', query, { ip: randomIp(), headers: { cookie } });
}

/** A user who signed up with Google (an address Google vouched for) and turned two-factor on. */
async function googleUserWithTwoFactor(api: Api) {
  const claims = {
    sub: `sub-${randomBytes(6).toString('hex')}`,
    email: uniqueEmail('g'),
    email_verified: true,
  };
  const pending = (await signInWithGoogle(api, claims)).json().data;
  const done = await api.post(
    ApiRoutes.completeOAuthSignup.path,
    {
      token: pending.completionToken,
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      termsOfUseAccepted: true,
    },
    { ip: randomIp() },
  );
  expect(done.statusCode, done.body).toBe(200);
  const { secret } = await turnedOn(api, done.json().data);
  return { claims, secret };
}

describe('OAuth sign-ins meet the second step (issue 14)', () => {
  it('answers the callback 212 with the account email and no tokens; the code then signs in', async ({
    api,
  }) => {
    const { claims, secret } = await googleUserWithTwoFactor(api);
    const res = await signInWithGoogle(api, claims);
    const step = secondStepOf<TwoFactorLoginData>(res, '212');
    expect(step.email).toBe(claims.email);
    const signedIn = await authenticate(api, step, nextCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ access_token: expect.any(String) });
  });
});
