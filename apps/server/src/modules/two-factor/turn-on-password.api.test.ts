import { ApiRoutes } from '@focal/contracts/api-routes';
import { REQUIRED } from '@focal/contracts/messages';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, GOOD_PASSWORD, mailOf, randomIp } from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, startSetup } from '../../test/two-factor.ts';
import { findUserByEmail, updateUser } from '../users/service.ts';

/**
 * Issue 29 §3: a stolen access token alone turned two-factor on with the thief's authenticator and
 * answers, signing the user's other devices out. My profile's turn-on now asks for the current
 * password, as the email change does.
 */
const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const stateOf = async (api: Api, as: Record<string, string>) =>
  (await api.get(METADATA, { as })).json().data?.user2faState;

/** An owner, a second session of theirs (the one a thief's turn-on would end), and a setup started. */
async function ownerWithSetup(api: Api) {
  const owner = await api.signedInOwner();
  const { email, password } = owner.form;
  const login = await api.post(ApiRoutes.login.path, { email, password }, { ip: randomIp() });
  expect(login.statusCode, login.body).toBe(200);
  const other = bearer(login.json().data);
  const setup = await startSetup(api, owner.auth);
  const user = (await findUserByEmail(api.deps.db, owner.form.email))!;
  return { ...owner, other, setup, user };
}

const turnOn = (api: Api, as: Record<string, string>, secret: string, proof: object) =>
  api.post(
    ApiRoutes.turnOnTwoFactor.path,
    { sixDigitVerificationCode: codeOf(secret), secretQuestions: SECRET_ANSWERS, ...proof },
    { as, ip: randomIp() },
  );

describe('turning two-factor on from My profile asks for the current password', () => {
  it('refuses a bearer token alone, or with a wrong password (400 on currentPassword): still off, no session ends, no mail', async ({
    api,
  }) => {
    const { auth, other, setup, user } = await ownerWithSetup(api);
    const missing = await turnOn(api, auth, setup.twoFaSecret, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: expect.any(String),
      data: { fields: { currentPassword: REQUIRED } },
    });
    const wrong = await turnOn(api, auth, setup.twoFaSecret, { currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: 'Please check your current password',
      errorMessage: 'The current password is not right.',
      data: { fields: { currentPassword: 'The current password is not right.' } },
    });
    expect(await stateOf(api, auth)).toBe('OFF');
    expect(await stateOf(api, other)).toBe('OFF');
    expect(await mailOf(api, user)).toHaveLength(0);
  });

  it('turns it on with the right password', async ({ api }) => {
    const { auth, other, setup } = await ownerWithSetup(api);
    const res = await turnOn(api, auth, setup.twoFaSecret, { currentPassword: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(api, auth)).toBe('ON');
    expect((await api.get(METADATA, { as: other })).statusCode).toBe(401);
  });

  it('counts wrong passwords with the email change: after five, even the right one waits', async ({
    api,
  }) => {
    const { auth, setup } = await ownerWithSetup(api);
    for (let i = 0; i < 5; i++)
      expect((await turnOn(api, auth, setup.twoFaSecret, { currentPassword: `wrong ${i}` })).statusCode).toBe(
        400,
      );
    const right = await turnOn(api, auth, setup.twoFaSecret, { currentPassword: GOOD_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(await stateOf(api, auth)).toBe('OFF');
  });

  it('lets an account without a password (signed up with Google) turn it on without one', async ({ api }) => {
    const { auth, setup, user } = await ownerWithSetup(api);
    await updateUser(api.deps.db, user.id, { passwordHash: null });
    const res = await turnOn(api, auth, setup.twoFaSecret, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(api, auth)).toBe('ON');
  });
});
