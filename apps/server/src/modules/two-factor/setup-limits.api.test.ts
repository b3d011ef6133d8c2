import { ApiRoutes } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { GOOD_PASSWORD, randomIp } from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, startSetup, turnedOn } from '../../test/two-factor.ts';
import {
  authenticate,
  expectLimited,
  loginStep,
  nextCode,
  ownerWithTwoFactor,
  wrongCode,
} from '../../test/two-factor-sign-in.ts';
import { ADDRESS_FAILURES_MAX } from './limits.ts';

const wrongFor = (secret: string, steps = 0) =>
  String((Number(codeOf(secret, steps)) + 1) % 1_000_000).padStart(6, '0');
const turnOn = (api: Api, as: Record<string, string>, code: string, ip: string) =>
  api.post(
    ApiRoutes.turnOnTwoFactor.path,
    { sixDigitVerificationCode: code, secretQuestions: SECRET_ANSWERS, currentPassword: GOOD_PASSWORD },
    { as, ip },
  );
const turnOff = (api: Api, as: Record<string, string>, code: string, ip: string) =>
  api.post(ApiRoutes.turnOffTwoFactor.path, { sixDigitVerificationCode: code }, { as, ip });

describe('wrong codes when turning two-factor on or off are limited (5 an account, 20 an address, per quarter hour)', () => {
  it('per address: after twenty wrong codes from one address, over several accounts, even a right one waits', async ({
    api,
  }) => {
    const ip = randomIp();
    // Four wrong codes each from five accounts: no account reaches its own five.
    for (let account = 0; account < ADDRESS_FAILURES_MAX / 4; account++) {
      const owner = await api.signedInOwner();
      const setup = await startSetup(api, owner.auth);
      for (let i = 0; i < 4; i++)
        expect((await turnOn(api, owner.auth, wrongFor(setup.twoFaSecret), ip)).statusCode).toBe(400);
    }
    const next = await api.signedInOwner();
    const theirs = await startSetup(api, next.auth);
    expectLimited(await turnOn(api, next.auth, codeOf(theirs.twoFaSecret), ip));
    // From another address the account was never guessed at: it goes through.
    expect((await turnOn(api, next.auth, codeOf(theirs.twoFaSecret), randomIp())).statusCode).toBe(200);
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

describe('turning on or off has a budget of its own (issue 29 §4)', () => {
  it("five wrong codes at the sign-in from someone with the password leave the owner's turn-off working", async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    for (let i = 0; i < 5; i++) await authenticate(api, await loginStep(api, owner), wrongCode(owner.secret));
    expectLimited(await authenticate(api, await loginStep(api, owner), nextCode(owner.secret)));
    const res = await turnOff(api, owner.auth, nextCode(owner.secret), randomIp());
    expect(res.statusCode, res.body).toBe(200);
  });
});
