import { PASSWORD_TOO_COMMON } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { mailOutbox } from '../../db/schema.ts';
import {
  instantLoginToken,
  lastMail,
  linkIn,
  randomIp,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { requestEmailChange } from './service.ts';
import { findUserByEmail } from '../users/service.ts';

const bootstrap = (api: Api, accessToken: string) =>
  api.call({
    method: 'GET',
    url: '/api/basic/bootstrap',
    headers: { authorization: `Bearer ${accessToken}` },
  });
const mailCount = async (api: Api) => (await api.deps.db.select().from(mailOutbox)).length;

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and sends nothing', async ({ api }) => {
    const before = await mailCount(api);
    const unknown = await api.post('/api/auth/forgot', { email: 'ghost@focal.test' }, { ip: randomIp() });
    const { form } = await api.signedInOwner();
    const known = await api.post('/api/auth/forgot', { email: form.email }, { ip: randomIp() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount(api)).toBe(before + 1); // the owner's reset mail only
  });

  it('sets a new password with the mailed link, ends other sessions, and the link works once', async ({
    api,
  }) => {
    const { form, tokens } = await api.signedInOwner();
    await api.post('/api/auth/forgot', { email: form.email }, { ip: randomIp() });
    const mail = await lastMail(api, form.email);
    expect(mail.subject).toBe('Set a new password for Focal');
    const token = tokenFromLink(linkIn(mail.text, '/new/confirm/'));

    const common = await api.post('/api/auth/reset', { token, password: 'iloveyou1' }, { ip: randomIp() });
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields.password).toBe(PASSWORD_TOO_COMMON);

    expect(
      (await api.post('/api/auth/reset', { token, password: 'a brand new passphrase' }, { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.post('/api/auth/login', { email: form.email, password: form.password }, { ip: randomIp() }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await api.post(
          '/api/auth/login',
          { email: form.email, password: 'a brand new passphrase' },
          { ip: randomIp() },
        )
      ).statusCode,
    ).toBe(200);
    expect((await bootstrap(api, tokens.access_token)).json().errorCode).toBe('450');

    const again = await api.post(
      '/api/auth/reset',
      { token, password: 'yet another passphrase' },
      { ip: randomIp() },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('VerificationLinkInvalid');
  });

  it('stops mailing one address after five resets an hour, still answering the same', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const before = await mailCount(api);
    for (let i = 0; i < 7; i++)
      expect((await api.post('/api/auth/forgot', { email: form.email }, { ip: randomIp() })).statusCode).toBe(
        200,
      );
    expect(await mailCount(api)).toBe(before + 5);
  });
});

describe('instant sign-in links', () => {
  it('signs in once with the link', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const user = await findUserByEmail(api.deps.db, form.email);
    const token = await instantLoginToken(api, user!.id);
    const first = await api.post('/api/auth/instant-login', { token }, { ip: randomIp() });
    expect(first.statusCode).toBe(200);
    expect((await bootstrap(api, first.json().data.access_token)).statusCode).toBe(200);
    expect((await api.post('/api/auth/instant-login', { token }, { ip: randomIp() })).statusCode).toBe(404);
  });
});

describe('changing the sign-in email', () => {
  for (const [purpose, page] of [
    ['change_email', '/change/confirm/'],
    ['change_login', '/change/login/confirm/'],
  ] as const) {
    it(`moves the account to the new address once it is confirmed (${purpose})`, async ({ api }) => {
      const { form } = await api.signedInOwner();
      const user = await findUserByEmail(api.deps.db, form.email);
      const newEmail = uniqueEmail('moved');
      await requestEmailChange(api.deps, { userId: user!.id, newEmail, purpose });
      const mail = await lastMail(api, form.email);
      expect(mail.to).toBe(newEmail);
      expect(
        (await api.post('/api/auth/login', { email: newEmail, password: form.password }, { ip: randomIp() }))
          .statusCode,
      ).toBe(401);

      const confirmed = await api.post(
        '/api/auth/confirm',
        {
          token: tokenFromLink(linkIn(mail.text, page)),
          purpose,
        },
        { ip: randomIp() },
      );
      expect(confirmed.json()).toEqual({ data: { email: newEmail } });
      expect(
        (await api.post('/api/auth/login', { email: newEmail, password: form.password }, { ip: randomIp() }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await api.post(
            '/api/auth/login',
            { email: form.email, password: form.password },
            { ip: randomIp() },
          )
        ).statusCode,
      ).toBe(401);
    });
  }
});
