import { PASSWORD_TOO_COMMON } from '@focal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import {
  instantLoginToken,
  lastMail,
  linkIn,
  randomIp,
  signedInOwner,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestEmailChange } from './service.ts';
import { findUserByEmail } from '../users/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = randomIp()) =>
  t.call({ method: 'POST', url, payload, headers, ip });
const bootstrap = (accessToken: string) =>
  t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: { authorization: `Bearer ${accessToken}` } });
const mailCount = async () => (await t.deps.db.select().from(mailOutbox)).length;

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await mailCount();
    const unknown = await post('/api/auth/forgot', { email: 'ghost@focal.test' });
    const { form } = await signedInOwner(t);
    const known = await post('/api/auth/forgot', { email: form.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount()).toBe(before + 2); // the owner's confirmation and reset mails only
  });

  it('sets a new password with the mailed link, ends other sessions, and the link works once', async () => {
    const { form, tokens } = await signedInOwner(t);
    await post('/api/auth/forgot', { email: form.email });
    const mail = await lastMail(t, form.email);
    expect(mail.subject).toBe('Set a new password for Focal');
    const token = tokenFromLink(linkIn(mail.text, '/new/confirm/'));

    const common = await post('/api/auth/reset', { token, password: 'iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields.password).toBe(PASSWORD_TOO_COMMON);

    expect((await post('/api/auth/reset', { token, password: 'a brand new passphrase' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/login', { email: form.email, password: form.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: form.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
    expect((await bootstrap(tokens.access_token)).json().errorCode).toBe('450');

    const again = await post('/api/auth/reset', { token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('VerificationLinkInvalid');
  });

  it('stops mailing one address after five resets an hour, still answering the same', async () => {
    const { form } = await signedInOwner(t);
    const before = await mailCount();
    for (let i = 0; i < 7; i++)
      expect((await post('/api/auth/forgot', { email: form.email })).statusCode).toBe(200);
    expect(await mailCount()).toBe(before + 5);
  });
});

describe('instant sign-in links', () => {
  it('signs in once with the link', async () => {
    const { form } = await signedInOwner(t);
    const user = await findUserByEmail(t.deps.db, form.email);
    const token = await instantLoginToken(t, user!.id);
    const first = await post('/api/auth/instant-login', { token });
    expect(first.statusCode).toBe(200);
    expect((await bootstrap(first.json().data.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/instant-login', { token })).statusCode).toBe(404);
  });
});

describe('changing the sign-in email', () => {
  for (const [purpose, page] of [
    ['change_email', '/change/confirm/'],
    ['change_login', '/change/login/confirm/'],
  ] as const) {
    it(`moves the account to the new address once it is confirmed (${purpose})`, async () => {
      const { form } = await signedInOwner(t);
      const user = await findUserByEmail(t.deps.db, form.email);
      const newEmail = uniqueEmail('moved');
      await requestEmailChange(t.deps, { userId: user!.id, newEmail, purpose });
      const mail = await lastMail(t, form.email);
      expect(mail.to).toBe(newEmail);
      expect((await post('/api/auth/login', { email: newEmail, password: form.password })).statusCode).toBe(
        401,
      );

      const confirmed = await post('/api/auth/confirm', {
        token: tokenFromLink(linkIn(mail.text, page)),
        purpose,
      });
      expect(confirmed.json()).toEqual({ data: { email: newEmail } });
      expect((await post('/api/auth/login', { email: newEmail, password: form.password })).statusCode).toBe(
        200,
      );
      expect((await post('/api/auth/login', { email: form.email, password: form.password })).statusCode).toBe(
        401,
      );
    });
  }
});
