import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { randomIp } from '../../test/factories.ts';
import {
  authenticate,
  expectLimited,
  knownDevice,
  loginStep,
  nextCode,
  ownerWithTwoFactor,
  wrongCode,
} from '../../test/two-factor-sign-in.ts';
import { ADDRESS_FAILURES_MAX } from './limits.ts';

type Owner = Awaited<ReturnType<typeof ownerWithTwoFactor>>;

/** Someone with the password, on a device that never signed in, typing `n` wrong codes. */
async function guess(api: Api, owner: Owner, n: number, ip = randomIp()) {
  for (let i = 0; i < n; i++) {
    const res = await authenticate(api, await loginStep(api, owner), wrongCode(owner.secret), ip);
    expect(res.json().errorCode).toBe('TwoFactorCodeInvalid');
  }
}

/** The owner's sign-in from a device, with its device token (undefined: a device never signed in). */
const signIn = async (api: Api, owner: Owner, code: string, ip: string, device?: string) =>
  authenticate(api, await loginStep(api, owner), code, ip, device);

describe("wrong codes never lock out the owner's known devices (issue 29 §4, OWASP's device cookie)", () => {
  it('after five wrong codes from elsewhere, a device that signed in before signs in with the right code', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const device = await knownDevice(api, owner);
    await guess(api, owner, 5);
    // The guesser, and any device that never signed in, waits even with the right code.
    expectLimited(await signIn(api, owner, nextCode(owner.secret), randomIp()));
    const res = await signIn(api, owner, nextCode(owner.secret), randomIp(), device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.device_token).toEqual(expect.any(String));
  });

  it('per address: after twenty wrong codes there, unknown devices wait and a known device signs in', async ({
    api,
  }) => {
    const office = randomIp();
    const owner = await ownerWithTwoFactor(api);
    const device = await knownDevice(api, owner, office);
    // Four wrong codes each from five accounts behind the office's one address.
    for (let i = 0; i < ADDRESS_FAILURES_MAX / 4; i++)
      await guess(api, await ownerWithTwoFactor(api), 4, office);
    expectLimited(await signIn(api, owner, nextCode(owner.secret), office));
    const res = await signIn(api, owner, nextCode(owner.secret), office, device);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a known device's own wrong codes lock it (five, then even its right code waits), and only it", async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const device = await knownDevice(api, owner);
    for (let i = 0; i < 5; i++) {
      const res = await signIn(api, owner, wrongCode(owner.secret), randomIp(), device);
      expect(res.json().errorCode).toBe('TwoFactorCodeInvalid');
    }
    expectLimited(await signIn(api, owner, nextCode(owner.secret), randomIp(), device));
    // Counted against that device alone: the account's other devices are not slowed by them.
    const elsewhere = await signIn(api, owner, nextCode(owner.secret), randomIp());
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('a device token from before two-factor was turned on, or of another account, is no known device', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const other = await ownerWithTwoFactor(api);
    const othersDevice = await knownDevice(api, other);
    await guess(api, owner, 5);
    // owner.tokens: the password sign-in's token, issued before two-factor was on.
    for (const token of [owner.tokens.device_token, othersDevice, 'not-a-token'])
      expectLimited(await signIn(api, owner, nextCode(owner.secret), randomIp(), token));
  });
});
