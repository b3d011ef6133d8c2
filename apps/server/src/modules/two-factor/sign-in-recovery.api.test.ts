// engine-dependent: two parallel recoveries race for one code.
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorLoginData } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, joinedMember, mailOf, randomIp } from '../../test/factories.ts';
import { turnedOn } from '../../test/two-factor.ts';
import {
  authenticate,
  expectLimited,
  knownDevice,
  loginStep,
  nextCode,
  ownerWithTwoFactor,
  passwordSignIn,
  secondStepOf,
  wrongCode,
} from '../../test/two-factor-sign-in.ts';

/** The setup's answers (test/two-factor.ts SECRET_ANSWERS), typed differently: spaces and case. */
const RIGHT_ANSWERS = [
  { questionId: 'first-pet', answer: '  rEX ' },
  { questionId: 'first-camera', answer: 'PENTAX k1000' },
  { questionId: 'first-car', answer: 'fiat panda' },
];

const recover = (api: Api, step: TwoFactorLoginData, proof: object, ip = randomIp()) =>
  api.post(ApiRoutes.recoverTwoFactor.path, { authorizationKey: step.authorizationKey, ...proof }, { ip });

const subjects = async (api: Api, user: { userId: string; email: string }) =>
  (await mailOf(api, { id: user.userId, email: user.email })).map((m) => m.subject);

describe('RECOVER_2FA with the secret answers (spec 02 §4 "Two-factor recovery")', () => {
  it('turns two-factor off, ends every session, mails the user; the key then signs in once without a code', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const res = await recover(api, step, { questions: RIGHT_ANSWERS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { user2faState: 'OFF' } });
    // The session that turned two-factor on has ended.
    expect((await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).statusCode).toBe(401);
    expect(await subjects(api, owner)).toContain('Two-factor authentication was reset on your Focal account');
    const signedIn = await authenticate(api, step);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await api.get(ApiRoutes.bootstrap.path, { as: bearer(signedIn.json().data) })).statusCode).toBe(
      200,
    );
    expect((await authenticate(api, step)).statusCode).toBe(410);
    // Off now: the password alone signs in.
    expect((await passwordSignIn(api, owner)).statusCode).toBe(200);
  });

  it('refuses a wrong answer, and questions that are not the user’s', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const wrong = RIGHT_ANSWERS.map((a, i) => (i === 2 ? { ...a, answer: 'Fiat Uno' } : a));
    const res = await recover(api, step, { questions: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'TwoFactorRecoveryFailed',
      errorTitle: expect.any(String),
    });
    const others = RIGHT_ANSWERS.map((a, i) => (i === 0 ? { questionId: 'first-job', answer: 'Rex' } : a));
    expect((await recover(api, step, { questions: others })).json().errorCode).toBe(
      'TwoFactorRecoveryFailed',
    );
    // Still on, and the key still works for the right answers.
    expect((await recover(api, step, { questions: RIGHT_ANSWERS })).statusCode).toBe(200);
  });

  it('limits wrong answers per account (429 after five) and ends a key after five', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const wrong = RIGHT_ANSWERS.map((a) => ({ ...a, answer: 'nope' }));
    for (let i = 0; i < 5; i++) {
      expect((await recover(api, step, { questions: wrong })).json().errorCode).toBe(
        'TwoFactorRecoveryFailed',
      );
    }
    expect((await recover(api, step, { questions: RIGHT_ANSWERS })).statusCode).toBe(410);
    const fresh = await loginStep(api, owner);
    const limited = await recover(api, fresh, { questions: RIGHT_ANSWERS });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RateLimited');
  });

  it('answers 213 after the recovery when a company of the user requires two-factor', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    await turnedOn(api, owner.tokens, { enforce2FA: true });
    await turnedOn(api, member.auth);
    const account = { email: member.email, password: owner.form.password };
    const step = await loginStep(api, account);
    expect((await recover(api, step, { questions: RIGHT_ANSWERS })).statusCode).toBe(200);
    const forced = secondStepOf<{ enforce: boolean }>(await authenticate(api, step), '213');
    expect(forced.enforce).toBe(true);
  });
});

describe('RECOVER_2FA with a recovery code (beyond the spec)', () => {
  it('takes one code as shown or typed loosely, turns two-factor off and mails both notices', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const typed = owner.recoveryCodes[3]!.toLowerCase().replaceAll('-', ' ');
    const res = await recover(api, step, { recoveryCode: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subjects(api, owner)).toEqual(
      expect.arrayContaining([
        'Two-factor authentication was reset on your Focal account',
        'A recovery code of your Focal account was used',
      ]),
    );
    expect((await authenticate(api, step)).statusCode).toBe(200);
  });

  it("refuses an unknown code and another user's code", async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const other = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    for (const recoveryCode of ['AAAA-BBBB-CCCC', other.recoveryCodes[0]!]) {
      const res = await recover(api, step, { recoveryCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('TwoFactorRecoveryFailed');
    }
  });

  it('lets one of two parallel recoveries with one code through', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const [a, b] = await Promise.all([loginStep(api, owner), loginStep(api, owner)]);
    const code = owner.recoveryCodes[0]!;
    const raced = await Promise.all([
      recover(api, a, { recoveryCode: code }),
      recover(api, b, { recoveryCode: code }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 410 to an unknown key and to a key already recovered', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    const unknown = await recover(
      api,
      { ...step, authorizationKey: 'k'.repeat(43) },
      { questions: RIGHT_ANSWERS },
    );
    expect(unknown.statusCode).toBe(410);
    expect((await recover(api, step, { recoveryCode: owner.recoveryCodes[0]! })).statusCode).toBe(200);
    expect((await recover(api, step, { recoveryCode: owner.recoveryCodes[1]! })).statusCode).toBe(410);
  });
});

describe('recovery has a budget of its own (issue 29 §4)', () => {
  const WRONG_ANSWERS = RIGHT_ANSWERS.map((a) => ({ ...a, answer: 'nope' }));

  it('a code step locked by five wrong codes never blocks the recovery', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    for (let i = 0; i < 5; i++) await authenticate(api, await loginStep(api, owner), wrongCode(owner.secret));
    expectLimited(await authenticate(api, await loginStep(api, owner), nextCode(owner.secret)));
    const res = await recover(api, await loginStep(api, owner), { questions: RIGHT_ANSWERS });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('five wrong answers never block the code step', async ({ api }) => {
    const owner = await ownerWithTwoFactor(api);
    const step = await loginStep(api, owner);
    for (let i = 0; i < 5; i++) await recover(api, step, { questions: WRONG_ANSWERS });
    expectLimited(await recover(api, await loginStep(api, owner), { questions: RIGHT_ANSWERS }));
    const res = await authenticate(api, await loginStep(api, owner), nextCode(owner.secret));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('wrong answers from elsewhere never lock out a known device: with its token it recovers', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api);
    const device = await knownDevice(api, owner);
    const step = await loginStep(api, owner);
    for (let i = 0; i < 5; i++) await recover(api, step, { questions: WRONG_ANSWERS });
    expectLimited(await recover(api, await loginStep(api, owner), { questions: RIGHT_ANSWERS }));
    const res = await recover(api, await loginStep(api, owner), {
      questions: RIGHT_ANSWERS,
      device_token: device,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
