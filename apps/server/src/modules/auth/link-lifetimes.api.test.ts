import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMail,
  linkIn,
  mailOf,
  randomIp,
  signedInOwner,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findUserByEmail } from '../users/service.ts';
import { requestEmailChange } from './service.ts';

// Issue 10 §4: a link dies when what it grants changes (a newer link, a new password, a new address).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.call({ method: 'POST', url, payload, ip: randomIp() });
const resetLink = async (email: string) => {
  expect((await post('/api/auth/forgot', { email })).statusCode).toBe(200);
  return tokenFromLink(linkIn((await lastMail(t, email)).text, '/new/confirm/'));
};
const reset = (token: string, password: string) => post('/api/auth/reset', { token, password });
const refused = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json().errorCode).toBe('VerificationLinkInvalid');
};

describe('reset links', () => {
  it('a newer request supersedes the older link, and a completed reset ends every other', async () => {
    const { form } = await signedInOwner(t);
    const older = await resetLink(form.email);
    const newer = await resetLink(form.email);
    refused(await reset(older, 'an older link must not work'));
    expect((await reset(newer, 'the newest link works once')).statusCode).toBe(200);
    refused(await reset(older, 'still not after the reset'));
    expect(
      (await post('/api/auth/login', { email: form.email, password: 'the newest link works once' }))
        .statusCode,
    ).toBe(200);
  });

  it('a reset ends an address-change link asked for before it', async () => {
    const { form } = await signedInOwner(t);
    const user = (await findUserByEmail(t.deps.db, form.email))!;
    const newEmail = uniqueEmail('thief');
    await requestEmailChange(t.deps, { userId: user.id, newEmail, purpose: 'change_email' });
    const [change] = await mailOf(t, user);
    const changeToken = tokenFromLink(linkIn(change!.text, '/change/confirm/'));
    expect((await reset(await resetLink(form.email), 'the owner resets first')).statusCode).toBe(200);
    refused(await post('/api/auth/confirm', { token: changeToken, purpose: 'change_email' }));
    expect(await findUserByEmail(t.deps.db, newEmail)).toBeUndefined();
  });

  it('an address change ends the reset links mailed to the old address, and other change links', async () => {
    const { form } = await signedInOwner(t);
    const user = (await findUserByEmail(t.deps.db, form.email))!;
    const pendingReset = await resetLink(form.email);
    const first = uniqueEmail('first');
    await requestEmailChange(t.deps, { userId: user.id, newEmail: first, purpose: 'change_login' });
    const firstToken = tokenFromLink(linkIn((await mailOf(t, user))[0]!.text, '/change/login/confirm/'));
    const second = uniqueEmail('second');
    await requestEmailChange(t.deps, { userId: user.id, newEmail: second, purpose: 'change_email' });
    const secondToken = tokenFromLink(linkIn((await mailOf(t, user))[0]!.text, '/change/confirm/'));

    const moved = await post('/api/auth/confirm', { token: secondToken, purpose: 'change_email' });
    expect(moved.json()).toEqual({ data: { email: second } });
    refused(await reset(pendingReset, 'a link to the old address'));
    refused(await post('/api/auth/confirm', { token: firstToken, purpose: 'change_login' }));
  });
});
