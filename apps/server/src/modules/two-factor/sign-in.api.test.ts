// engine-dependent: parallel codes race for one use and for the failure count.
import { ApiRoutes } from '@focal/contracts/api-routes';
import { loginResultSchema, twoFactorLoginDataSchema } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { bearer, instantLoginToken, randomIp } from '../../test/factories.ts';
import { ADDRESS_FAILURES_MAX } from './limits.ts';
import {
  authenticate,
  expireKeys,
  forgetUsedStep,
  loginStep,
  nextCode,
  ownerWithTwoFactor,
  passwordSignIn,
  wrongCode,
} from '../../test/two-factor-sign-in.ts';

describe('the 212 of a sign-in with two-factor on (spec 01 §4.1, spec 02 §4)', () => {
  it('answers 212 with the key, the email, the links and the three questions, never tokens', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    expect(twoFactorLoginDataSchema.parse(step)).toEqual(step);
    expect(step).toMatchObject({
      email: owner.email,
      expiresInSeconds: 300,
      actions: { AUTHENTICATE_2FA: { url: '/api/auth/2fa/login', method: 'POST' } },
      recoverUser2FA: {
        secretQuestions: [
          { id: 'first-pet', question: 'What was the name of your first pet?' },
          { id: 'first-camera', question: 'What was the make and model of your first camera?' },
          { id: 'first-car', question: 'What was the make and model of your first car?' },
        ],
        actions: { RECOVER_2FA: { url: '/api/auth/2fa/recover', method: 'POST' } },
      },
    });
    expect(step.authorizationKey.length).toBeGreaterThanOrEqual(32);
  });

  it('answers a wrong password exactly as for an account without two-factor', async ({ api }) => {
    const withIt = await ownerWithTwoFactor(api);
    const without = await api.signedInOwner();
    const wrong = (email: string) => passwordSignIn(api, { email, password: 'not-the-password-9' });
    const [a, b] = [await wrong(withIt.email), await wrong(without.form.email)];
    expect(a.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    expect(a.json().errorCode).toBe('InvalidCredentials');
  });

  it('asks the instant link sign-in for the code too', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const token = await instantLoginToken(api, owner.userId);
    const res = await api.post(ApiRoutes.instantLogin.path, { token }, { ip: randomIp() });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().errorCode).toBe('212');
    expect(res.body).not.toContain('access_token');
  });

  it('signs in without a second step when two-factor is off and no company requires it', async ({ api }) => {
    const owner = await api.signedInOwner();
    expect((await passwordSignIn(api, owner.form)).statusCode).toBe(200);
  });
});

describe('AUTHENTICATE_2FA', () => {
  it('signs in with the code: tokens, a device token, and a session in the first company', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const res = await authenticate(api, step, nextCode(owner.secret));
    expect(res.statusCode, res.body).toBe(200);
    const tokens = loginResultSchema.parse(res.json().data);
    const boot = await api.get(ApiRoutes.bootstrap.path, { as: bearer(tokens) });
    expect(boot.statusCode, boot.body).toBe(200);
    expect(boot.json().data.profile.email).toBe(owner.email);
  });

  it('refuses a code used before, also by another sign-in and in parallel (each code opens once)', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const code = nextCode(owner.secret);
    expect((await authenticate(api, await loginStep(api, owner), code)).statusCode).toBe(200);
    const replay = await authenticate(api, await loginStep(api, owner), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      errorCode: 'TwoFactorCodeInvalid',
      errorTitle: expect.any(String),
    });
    // Two sign-ins racing with one fresh code: exactly one is let in.
    await forgetUsedStep(api, owner.userId);
    const [a, b] = await Promise.all([loginStep(api, owner), loginStep(api, owner)]);
    const raced = await Promise.all([authenticate(api, a!, code), authenticate(api, b!, code)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a wrong code, and the same key then takes the right one', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const wrong = await authenticate(api, step, wrongCode(owner.secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('TwoFactorCodeInvalid');
    expect((await authenticate(api, step, nextCode(owner.secret))).statusCode).toBe(200);
  });

  it('asks for the code when none is sent', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const res = await authenticate(api, await loginStep(api, owner));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty(['userData.sixDigitVerificationCode']);
  });

  it('uses a key once: a second sign-in with it answers 410 "Sign in again"', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    expect((await authenticate(api, step, nextCode(owner.secret))).statusCode).toBe(200);
    await forgetUsedStep(api, owner.userId);
    const again = await authenticate(api, step, nextCode(owner.secret));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ errorCode: 'TwoFactorKeyExpired', errorTitle: 'Sign in again' });
  });

  it('answers the same 410 to an unknown key, an expired key and another email', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const other = await ownerWithTwoFactor(api);
    const code = nextCode(owner.secret);
    const unknown = await authenticate(api, { authorizationKey: 'x'.repeat(43), email: owner.email }, code);
    const step = await loginStep(api, owner);
    const otherEmail = await authenticate(api, { ...step, email: other.email }, code);
    await expireKeys(api, owner.userId);
    const expired = await authenticate(api, step, code);
    for (const res of [unknown, otherEmail, expired]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('ends a key after five wrong codes under it', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    for (let i = 0; i < 5; i++) {
      expect((await authenticate(api, step, wrongCode(owner.secret))).json().errorCode).toBe(
        'TwoFactorCodeInvalid',
      );
    }
    const ended = await authenticate(api, step, nextCode(owner.secret));
    expect(ended.statusCode).toBe(410);
  });

  it('limits wrong codes per account: the sixth waits (429 with retry-after), from any address', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    for (let i = 0; i < 5; i++) {
      const res = await authenticate(api, await loginStep(api, owner), wrongCode(owner.secret));
      expect(res.json().errorCode).toBe('TwoFactorCodeInvalid');
    }
    const limited = await authenticate(api, await loginStep(api, owner), nextCode(owner.secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      errorCode: 'RateLimited',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('checks exactly five of eight parallel wrong codes of one account (the count is reserved first)', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const steps = await Promise.all(Array.from({ length: 8 }, () => loginStep(api, owner)));
    const answers = await Promise.all(steps.map((step) => authenticate(api, step, wrongCode(owner.secret))));
    const codes = answers.map((res) => res.json().errorCode as string);
    expect(codes.filter((c) => c === 'TwoFactorCodeInvalid')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RateLimited')).toHaveLength(3);
  });

  it('limits wrong codes per client address, across accounts (20 before the wait)', async ({ api }) => {
    const ip = randomIp();
    // Four wrong codes each from five accounts: no account reaches its own five.
    for (let account = 0; account < ADDRESS_FAILURES_MAX / 4; account++) {
      const someone = await ownerWithTwoFactor(api);
      const key = await loginStep(api, someone);
      for (let i = 0; i < 4; i++) {
        const res = await authenticate(api, key, wrongCode(someone.secret), ip);
        expect(res.json().errorCode).toBe('TwoFactorCodeInvalid');
      }
    }
    const next = await ownerWithTwoFactor(api);
    const limited = await authenticate(api, await loginStep(api, next), nextCode(next.secret), ip);
    expect(limited.statusCode).toBe(429);
  });
});
