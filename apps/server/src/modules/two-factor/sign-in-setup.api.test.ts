import { ApiRoutes } from '@focal/contracts/api-routes';
import { TeamPaths, twoFactorSetupDataSchema, type TwoFactorSetupData } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, GOOD_PASSWORD, inviteByMail, joinedMember, randomIp } from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, turnedOn } from '../../test/two-factor.ts';
import { companiesRequiringTwoFactor } from './repo.ts';
import {
  authenticate,
  loginStep,
  nextCode,
  ownerWithTwoFactor,
  passwordSignIn,
  secondStepOf,
  setupStep,
  wrongCode,
} from '../../test/two-factor-sign-in.ts';

/** An owner who requires two-factor of the team, and a member who joined before and has none. */
async function requiredOfMember(api: Api) {
  const owner = await api.signedInOwner();
  const member = await joinedMember(api, owner.auth);
  await turnedOn(api, owner.tokens, { enforce2FA: true });
  return { owner, member: { ...member, password: GOOD_PASSWORD } };
}

const setUp = (api: Api, step: TwoFactorSetupData, extra: object = {}) =>
  api.post(
    ApiRoutes.setupTwoFactorAtLogin.path,
    {
      authorizationKey: step.authorizationKey,
      sixDigitVerificationCode: codeOf(step.configure2faMetadata.twoFaSecret),
      secretQuestions: SECRET_ANSWERS,
      ...extra,
    },
    { ip: randomIp() },
  );

describe('the 213 of a company that requires two-factor (spec 02 §4 "A setup can be forced")', () => {
  it('answers a member without two-factor 213 with a new secret, its QR link and the sign-in setup', async ({
    api,
  }) => {
    const { owner, member } = await requiredOfMember(api);
    const step = await setupStep(api, member);
    expect(twoFactorSetupDataSchema.parse(step)).toEqual(step);
    const companyName = (await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).json().data
      .authorizedCompany.name;
    expect(step).toMatchObject({
      enforce: true,
      user2faState: 'OFF',
      expiresInSeconds: 300,
      companyName,
      configure2faMetadata: {
        twoFaSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        actions: { TURN_ON_2FA: { url: '/api/auth/2fa/setup', method: 'POST' } },
      },
    });
    const qr = await api.get(step.configure2faMetadata.actions.DOWNLOAD_QR_IMAGE.url);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
  });

  it('sets two-factor up and signs in: tokens, a device token and ten recovery codes; then sign-ins ask for a code', async ({
    api,
  }) => {
    const { member } = await requiredOfMember(api);
    const step = await setupStep(api, member);
    const res = await setUp(api, step);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ access_token: expect.any(String), device_token: expect.any(String) });
    expect(data.recoveryCodes).toHaveLength(10);
    expect((await api.get(ApiRoutes.bootstrap.path, { as: bearer(data) })).statusCode).toBe(200);
    const next = await loginStep(api, member);
    const secret = step.configure2faMetadata.twoFaSecret;
    expect((await authenticate(api, next, nextCode(secret))).statusCode).toBe(200);
  });

  it('uses a setup key once, and only for the setup', async ({ api }) => {
    const { member } = await requiredOfMember(api);
    const step = await setupStep(api, member);
    const asLogin = await authenticate(
      api,
      { authorizationKey: step.authorizationKey, email: member.email },
      '123456',
    );
    expect(asLogin.statusCode).toBe(410);
    expect((await setUp(api, step)).statusCode).toBe(200);
    const again = await setUp(api, step);
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('TwoFactorKeyExpired');
  });

  it('refuses a wrong code and enforce2FA from a member, keeping the key for the right setup', async ({
    api,
  }) => {
    const { member } = await requiredOfMember(api);
    const step = await setupStep(api, member);
    const secret = step.configure2faMetadata.twoFaSecret;
    const wrong = await setUp(api, step, { sixDigitVerificationCode: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('TwoFactorCodeInvalid');
    const enforcing = await setUp(api, step, { enforce2FA: true });
    expect(enforcing.statusCode).toBe(403);
    expect((await setUp(api, step)).statusCode).toBe(200);
  });

  it('meets a new member signing up through an invitation of that company too', async ({ api }) => {
    const { owner } = await requiredOfMember(api);
    const { token } = await inviteByMail(api, owner.auth);
    const res = await api.post(
      TeamPaths.invitationSignup(token),
      { firstName: 'Nia', lastName: 'New', password: GOOD_PASSWORD, termsOfUseAccepted: true },
      { ip: randomIp() },
    );
    secondStepOf<TwoFactorSetupData>(res, '213');
  });

  it('leaves a member who has two-factor on with the 212, and the owner who required it too', async ({
    api,
  }) => {
    const owner = await ownerWithTwoFactor(api, true);
    expect(await companiesRequiringTwoFactor(api.deps.db, owner.userId)).toHaveLength(1);
    const res = await passwordSignIn(api, owner);
    expect(res.json().errorCode).toBe('212');
  });
});
