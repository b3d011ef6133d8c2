import { ApiRoutes } from '@focal/contracts/api-routes';
import { errorBodySchema } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, linkIn, mailOf, randomIp, tokenFromLink } from '../../test/factories.ts';
import { codeOf, turnedOn } from '../../test/two-factor.ts';
import { findUserByEmail } from '../users/service.ts';

/**
 * Issue 29 §3: the turned-on notice promised that a new password takes the account back, but a
 * reset leaves two-factor on, with the authenticator and answers of whoever turned it on. Its link
 * "This was not me" now does it: two-factor off and every session ended, once, for 7 days, and only
 * while the turn-on it tells of is the current one.
 */
const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const NOT_ME = ApiRoutes.undoTwoFactor.path;
const stateOf = async (api: Api, as: Record<string, string>) =>
  (await api.get(METADATA, { as })).json().data?.user2faState;
const notMe = (api: Api, token: string) => api.post(NOT_ME, { token }, { ip: randomIp() });

async function signedInTwice(api: Api) {
  const owner = await api.signedInOwner();
  const { email, password } = owner.form;
  const login = await api.post(ApiRoutes.login.path, { email, password }, { ip: randomIp() });
  expect(login.statusCode, login.body).toBe(200);
  const user = (await findUserByEmail(api.deps.db, email))!;
  return { ...owner, other: bearer(login.json().data), user };
}

/** The token of the newest turned-on notice to the user. */
async function noticeToken(api: Api, user: { id: string; email: string }) {
  const [mail] = await mailOf(api, user);
  expect(mail!.subject).toBe('Two-factor authentication is on for your Focal account');
  return tokenFromLink(linkIn(mail!.text, '/2fa/not-me/'));
}

function expectDead(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(410);
  expect(errorBodySchema.parse(res.json())).toMatchObject({
    errorCode: 'VerificationLinkExpired',
    errorTitle: 'This link no longer works',
  });
}

describe('the turned-on notice\'s "This was not me" link', () => {
  it('says what a reset does not do, and what the link does', async ({ api }) => {
    const { auth, user } = await signedInTwice(api);
    await turnedOn(api, auth);
    const [mail] = await mailOf(api, user);
    expect(mail!.text).toContain('This was not me: http://focal.test/2fa/not-me/');
    expect(mail!.text).toContain('it turns two-factor authentication off and signs every device out');
    expect(mail!.text).toContain('A new password alone does not turn two-factor authentication off.');
    expect(mail!.text).toContain('http://focal.test/forgot');
    expect(mail!.text).not.toMatch(/set a new one now, which signs every device out, and then/);
    expect(mail!.html).toContain('This was not me');
  });

  it('turns two-factor off and ends every session, once', async ({ api }) => {
    const { auth, other, user, form } = await signedInTwice(api);
    await turnedOn(api, auth);
    const token = await noticeToken(api, user);
    const res = await notMe(api, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await api.get(METADATA, { as: auth })).statusCode).toBe(401);
    expect((await api.get(METADATA, { as: other })).statusCode).toBe(401);
    // Off: a sign-in asks for the password only (no 212).
    const login = await api.post(
      ApiRoutes.login.path,
      { email: form.email, password: form.password },
      { ip: randomIp() },
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(await stateOf(api, bearer(login.json().data))).toBe('OFF');
    // Told by mail, as of every way two-factor goes off, with what to do next.
    const [notice] = await mailOf(api, user);
    expect(notice).toMatchObject({ subject: 'Two-factor authentication is off for your Focal account' });
    expect(notice!.text).toContain('"This was not me" button');
    expect(notice!.text).toContain('knows your password: set a new one now');
    expectDead(await notMe(api, token));
  });

  it('is dead once two-factor was turned off since, and once it was turned on again', async ({ api }) => {
    const { auth, user } = await signedInTwice(api);
    const first = await turnedOn(api, auth);
    const firstToken = await noticeToken(api, user);
    const off = await api.post(
      ApiRoutes.turnOffTwoFactor.path,
      { sixDigitVerificationCode: codeOf(first.secret, 1) },
      { as: auth, ip: randomIp() },
    );
    expect(off.statusCode, off.body).toBe(200);
    expectDead(await notMe(api, firstToken));

    await turnedOn(api, auth);
    const secondToken = await noticeToken(api, user);
    expect(secondToken).not.toBe(firstToken);
    expectDead(await notMe(api, firstToken));
    expect(await stateOf(api, auth)).toBe('ON');
    expect((await notMe(api, secondToken)).statusCode).toBe(200);
  });

  it('answers an unknown token 410 and a malformed one 400, changing nothing', async ({ api }) => {
    const { auth } = await signedInTwice(api);
    await turnedOn(api, auth);
    expectDead(await notMe(api, 'x'.repeat(43)));
    const malformed = await notMe(api, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields).toHaveProperty('token');
    expect(await stateOf(api, auth)).toBe('ON');
  });
});
