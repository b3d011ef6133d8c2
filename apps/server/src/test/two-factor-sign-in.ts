/** Helpers of the sign-in's API tests (sign-in*.api.test.ts): accounts with two-factor, the 212, the code. */
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorLoginData, TwoFactorSetupData } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { twoFactorChallenges, userTwoFactor } from '../db/schema.ts';
import type { Api } from './api-test.ts';
import { randomIp } from './factories.ts';
import { codeOf, turnedOn } from './two-factor.ts';
import { findUserByEmail } from '../modules/users/service.ts';

type Account = { email: string; password: string };

/** An owner (signed up, confirmed, signed in) who turned two-factor on through My profile. */
export async function ownerWithTwoFactor(api: Api, enforce2FA = false) {
  const owner = await api.signedInOwner();
  const { secret, recoveryCodes } = await turnedOn(api, owner.tokens, { enforce2FA });
  const user = await findUserByEmail(api.deps.db, owner.form.email);
  return {
    ...owner,
    userId: user!.id,
    email: owner.form.email,
    password: owner.form.password,
    secret,
    recoveryCodes,
  };
}

export const passwordSignIn = (api: Api, account: Account, ip = randomIp()) =>
  api.post(ApiRoutes.login.path, { email: account.email, password: account.password }, { ip });

/** The body of a 401 with the code, checked to carry no tokens. */
export function secondStepOf<T>(
  res: { statusCode: number; body: string; json: () => unknown },
  code: string,
) {
  expect(res.statusCode, res.body).toBe(401);
  const body = res.json() as { errorCode: string; data: T };
  expect(body.errorCode).toBe(code);
  expect(res.body).not.toMatch(/access_token|refresh_token/);
  return body.data;
}

/** Signs in with the password and returns the 212's data. */
export async function loginStep(api: Api, account: Account) {
  return secondStepOf<TwoFactorLoginData>(await passwordSignIn(api, account), '212');
}

export async function setupStep(api: Api, account: Account) {
  return secondStepOf<TwoFactorSetupData>(await passwordSignIn(api, account), '213');
}

/** AUTHENTICATE_2FA as the login modal posts it, with the browser's device token when it has one. */
export const authenticate = (
  api: Api,
  step: Pick<TwoFactorLoginData, 'authorizationKey' | 'email'>,
  code?: string,
  ip = randomIp(),
  deviceToken?: string,
) =>
  api.post(
    ApiRoutes.authenticateTwoFactor.path,
    {
      authorizationKey: step.authorizationKey,
      userData: {
        email: step.email,
        ...(code === undefined ? {} : { sixDigitVerificationCode: code }),
        ...(deviceToken === undefined ? {} : { device_token: deviceToken }),
      },
    },
    { ip },
  );

/** The next step's code: the setup used the current one. */
export const nextCode = (secret: string) => codeOf(secret, 1);

/** Forgets the last used step, so a test can sign the same account in again within one step. */
export const forgetUsedStep = (api: Api, userId: string) =>
  api.deps.db.update(userTwoFactor).set({ lastUsedStep: null }).where(eq(userTwoFactor.userId, userId));

/** Ages every authorization key of a user past its 5 minutes. */
export const expireKeys = (api: Api, userId: string) =>
  api.deps.db
    .update(twoFactorChallenges)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(twoFactorChallenges.userId, userId));

/** A code that is right for no step within the drift of now. */
export function wrongCode(secret: string) {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/**
 * A browser that completed a sign-in with its code (a known device): the device token it was given.
 * The used step is forgotten, so the account's next code still opens once more.
 */
export async function knownDevice(
  api: Api,
  account: Account & { secret: string; userId: string },
  ip = randomIp(),
) {
  const res = await authenticate(api, await loginStep(api, account), nextCode(account.secret), ip);
  expect(res.statusCode, res.body).toBe(200);
  await forgetUsedStep(api, account.userId);
  return (res.json() as { data: { device_token: string } }).data.device_token;
}

/** The 429 of a wait in force, its body as the limits have always answered it. */
export function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    errorCode: 'RateLimited',
    errorTitle: 'Too many attempts',
    data: { retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}
