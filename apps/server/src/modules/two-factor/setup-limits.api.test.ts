import { ApiRoutes } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { randomIp } from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, startSetup, turnedOn } from '../../test/two-factor.ts';

const wrongFor = (secret: string, steps = 0) =>
  String((Number(codeOf(secret, steps)) + 1) % 1_000_000).padStart(6, '0');
const turnOn = (api: Api, as: Record<string, string>, code: string, ip: string) =>
  api.post(
    ApiRoutes.turnOnTwoFactor.path,
    { sixDigitVerificationCode: code, secretQuestions: SECRET_ANSWERS },
    { as, ip },
  );
const turnOff = (api: Api, as: Record<string, string>, code: string, ip: string) =>
  api.post(ApiRoutes.turnOffTwoFactor.path, { sixDigitVerificationCode: code }, { as, ip });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    errorCode: 'RateLimited',
    data: { retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('wrong codes when turning two-factor on or off are limited (5 per quarter hour)', () => {
  it('per address: after five wrong codes from one address even the right one waits, for any account', async ({
    api,
  }) => {
    const ip = randomIp();
    const first = await api.signedInOwner();
    const setup = await startSetup(api, first.auth);
    for (let i = 0; i < 5; i++)
      expect((await turnOn(api, first.auth, wrongFor(setup.twoFaSecret), ip)).statusCode).toBe(400);
    expectLimited(await turnOn(api, first.auth, codeOf(setup.twoFaSecret), ip));

    const second = await api.signedInOwner();
    const theirs = await startSetup(api, second.auth);
    expectLimited(await turnOn(api, second.auth, codeOf(theirs.twoFaSecret), ip));
    // From another address the account was never guessed at: it goes through.
    expect((await turnOn(api, second.auth, codeOf(theirs.twoFaSecret), randomIp())).statusCode).toBe(200);
  });

  it('per account: five wrong codes from five addresses, and the sixth address waits too', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const { secret } = await turnedOn(api, auth);
    for (let i = 0; i < 5; i++)
      expect((await turnOff(api, auth, wrongFor(secret, 1), randomIp())).statusCode).toBe(400);
    expectLimited(await turnOff(api, auth, codeOf(secret, 1), randomIp()));
    const state = (await api.get(ApiRoutes.getTwoFactorSetupMetadata.path, { as: auth })).json().data;
    expect(state.user2faState).toBe('ON');
  });

  it("a right code forgets the account's earlier wrong ones", async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const setup = await startSetup(api, auth);
    for (let i = 0; i < 4; i++)
      expect((await turnOn(api, auth, wrongFor(setup.twoFaSecret), randomIp())).statusCode).toBe(400);
    expect((await turnOn(api, auth, codeOf(setup.twoFaSecret), randomIp())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await turnOff(api, auth, wrongFor(setup.twoFaSecret, 1), randomIp())).statusCode).toBe(400);
    expect((await turnOff(api, auth, codeOf(setup.twoFaSecret, 1), randomIp())).statusCode).toBe(200);
  });
});
