import { ApiRoutes } from '@focal/contracts/api-routes';
import { PASSWORD_TOO_COMMON, REQUIRED } from '@focal/contracts/messages';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import {
  bearer,
  lastMailTo,
  linkIn,
  mailOf,
  randomIp,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { findUserByEmail, updateUser } from '../users/service.ts';
import { ProfileText } from './messages.ts';

const P = ApiRoutes;
type Auth = Record<string, string>;

const profileOf = async (api: Api, auth: Auth) => {
  const res = await api.get(P.getProfile.path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const signIn = (api: Api, email: string, password: string) =>
  api.post(P.login.path, { email, password }, { ip: randomIp() });
const confirmChange = (api: Api, token: string) =>
  api.post(P.confirmEmail.path, { token, purpose: 'change_email' });

describe('GET and PUT /api/user/profile', () => {
  it('answers the signed-in user, and refuses a request without a session', async ({ api }) => {
    const owner = await api.signedInOwner({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(await profileOf(api, owner.auth)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: owner.form.email,
      pendingEmail: null,
      hasPassword: true,
      photoUrl: null,
    });
    expect((await api.get(P.getProfile.path)).json().errorCode).toBe('450');
  });

  it('changes the name (trimmed); bootstrap, which the header reads, has it at once', async ({ api }) => {
    const owner = await api.signedInOwner({ firstName: 'Ada', lastName: 'Lovelace' });
    const res = await api.put(
      P.updateProfile.path,
      { firstName: ' Grace ', lastName: 'Hopper' },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: owner.form.email,
    });
    const boot = await api.get(P.bootstrap.path, { as: owner.auth });
    expect(boot.json().data.profile.fullName).toBe('Grace Hopper');
  });

  it('refuses an empty name with a field message', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await api.put(
      P.updateProfile.path,
      { firstName: '  ', lastName: 'Hopper' },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { firstName: REQUIRED } },
    });
  });
});

describe('POST /api/user/profile/email', () => {
  it('mails the link to the new address; the profile shows it pending; opening it changes the address', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const newEmail = uniqueEmail('moved');
    const res = await api.post(
      P.changeEmail.path,
      { email: newEmail.toUpperCase(), currentPassword: owner.form.password },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: owner.form.email, pendingEmail: newEmail });

    const mail = await lastMailTo(api, newEmail);
    expect(mail.kind).toBe('change_email');
    const confirmed = await confirmChange(api, tokenFromLink(linkIn(mail.text, '/change/confirm/')));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await profileOf(api, owner.auth)).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('refuses a wrong current password under its field, and a missing one', async ({ api }) => {
    const owner = await api.signedInOwner();
    const email = uniqueEmail('moved');
    const wrong = await api.post(
      P.changeEmail.path,
      { email, currentPassword: 'not my password' },
      { as: owner.auth },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorMessage: ProfileText.wrongPassword,
      data: { fields: { currentPassword: 'The current password is not right.' } },
    });
    const missing = await api.post(P.changeEmail.path, { email }, { as: owner.auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toEqual({ currentPassword: REQUIRED });
    expect((await profileOf(api, owner.auth)).pendingEmail).toBeNull();
  });

  it('refuses the address the account already has, whatever its case, under the email field', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const res = await api.post(
      P.changeEmail.path,
      { email: owner.form.email.toUpperCase(), currentPassword: owner.form.password },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { email: ProfileText.sameEmail } },
    });
  });

  it('refuses an address another account has with EmailTaken, after the password was checked', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const other = await api.signedInOwner();
    const wrongPassword = await api.post(
      P.changeEmail.path,
      { email: other.form.email, currentPassword: 'not my password' },
      { as: owner.auth },
    );
    // Nobody learns which addresses have accounts without the password.
    expect(wrongPassword.json().errorCode).toBe('ValidationFailed');
    const taken = await api.post(
      P.changeEmail.path,
      { email: other.form.email, currentPassword: owner.form.password },
      { as: owner.auth },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('EmailTaken');
  });

  it('counts wrong passwords: after 5 in 15 minutes even the right one waits', async ({ api }) => {
    const owner = await api.signedInOwner();
    const email = uniqueEmail('moved');
    for (let i = 0; i < 5; i++) {
      const res = await api.post(
        P.changeEmail.path,
        { email, currentPassword: `wrong-${i}` },
        { as: owner.auth },
      );
      expect(res.statusCode).toBe(400);
    }
    const locked = await api.post(
      P.changeEmail.path,
      { email, currentPassword: owner.form.password },
      { as: owner.auth },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('RateLimited');
    // The same counter guards the password change.
    const password = await api.post(
      P.changePassword.path,
      { currentPassword: owner.form.password, newPassword: 'a brand new passphrase' },
      { as: owner.auth },
    );
    expect(password.statusCode).toBe(429);
  });

  it('does not count right passwords, but limits address changes to 5 an hour', async ({ api }) => {
    const owner = await api.signedInOwner();
    for (let i = 0; i < 5; i++) {
      const res = await api.post(
        P.changeEmail.path,
        { email: uniqueEmail('moved'), currentPassword: owner.form.password },
        { as: owner.auth },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await api.post(
      P.changeEmail.path,
      { email: uniqueEmail('moved'), currentPassword: owner.form.password },
      { as: owner.auth },
    );
    expect(sixth.statusCode).toBe(429);
    // Six right passwords were given: none of them counts against the password change.
    const password = await api.post(
      P.changePassword.path,
      { currentPassword: owner.form.password, newPassword: 'a brand new passphrase' },
      { as: owner.auth },
    );
    expect(password.statusCode, password.body).toBe(200);
  });

  it('asks no password of an account that has none (an identity provider’s)', async ({ api }) => {
    const owner = await api.signedInOwner();
    const user = await findUserByEmail(api.deps.db, owner.form.email);
    await updateUser(api.deps.db, user!.id, { passwordHash: null });
    expect((await profileOf(api, owner.auth)).hasPassword).toBe(false);
    const newEmail = uniqueEmail('moved');
    const res = await api.post(P.changeEmail.path, { email: newEmail }, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pendingEmail).toBe(newEmail);
    const password = await api.post(
      P.changePassword.path,
      { currentPassword: 'anything at all', newPassword: 'a brand new passphrase' },
      { as: owner.auth },
    );
    expect(password.statusCode).toBe(400);
    expect(password.json().data.fields).toEqual({ currentPassword: ProfileText.noPassword });
  });
});

describe('POST /api/user/profile/password', () => {
  const NEW_PASSWORD = 'a brand new passphrase';

  it('sets the password; other sessions end, this one stays, old links die, a mail tells the user', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const other = await signIn(api, owner.form.email, owner.form.password);
    const otherTokens = other.json().data;
    // A pending address change, mailed under the old password.
    await api.post(
      P.changeEmail.path,
      { email: uniqueEmail('moved'), currentPassword: owner.form.password },
      { as: owner.auth },
    );
    const pending = await lastMailTo(api, (await profileOf(api, owner.auth)).pendingEmail);

    const res = await api.post(
      P.changePassword.path,
      { currentPassword: owner.form.password, newPassword: NEW_PASSWORD },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });

    expect((await profileOf(api, owner.auth)).pendingEmail).toBeNull();
    expect((await api.get(P.getProfile.path, { as: bearer(otherTokens) })).json().errorCode).toBe('450');
    const refresh = await api.post(P.refreshTokens.path, { refresh_token: otherTokens.refresh_token });
    expect(refresh.json().errorCode).toBe('450');
    const dead = await confirmChange(api, tokenFromLink(linkIn(pending.text, '/change/confirm/')));
    expect(dead.json().errorCode).toBe('VerificationLinkInvalid');

    expect((await signIn(api, owner.form.email, owner.form.password)).statusCode).toBe(401);
    expect((await signIn(api, owner.form.email, NEW_PASSWORD)).statusCode).toBe(200);

    const user = await findUserByEmail(api.deps.db, owner.form.email);
    const [mail] = await mailOf(api, user!);
    expect(mail).toMatchObject({
      kind: 'security',
      to: owner.form.email,
      subject: 'Your Focal password was changed',
    });
    expect(mail!.text).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password and a common new one under their fields', async ({ api }) => {
    const owner = await api.signedInOwner();
    const wrong = await api.post(
      P.changePassword.path,
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      { as: owner.auth },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual({ currentPassword: ProfileText.wrongPassword });
    const common = await api.post(
      P.changePassword.path,
      { currentPassword: owner.form.password, newPassword: 'password1234' },
      { as: owner.auth },
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields).toEqual({ newPassword: PASSWORD_TOO_COMMON });
    expect((await signIn(api, owner.form.email, owner.form.password)).statusCode).toBe(200);
  });

  it('refuses a missing or too short new password before anything else', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await api.post(
      P.changePassword.path,
      { currentPassword: owner.form.password, newPassword: 'short' },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(['newPassword']);
  });
});
