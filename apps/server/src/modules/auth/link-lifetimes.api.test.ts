import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { lastMail, linkIn, mailOf, randomIp, tokenFromLink, uniqueEmail } from '../../test/factories.ts';
import { findUserByEmail } from '../users/service.ts';
import { requestEmailChange } from './service.ts';

// Issue 10 §4: a link dies when what it grants changes (a newer link, a new password, a new address).

const resetLink = async (api: Api, email: string) => {
  expect((await api.post('/api/auth/forgot', { email }, { ip: randomIp() })).statusCode).toBe(200);
  return tokenFromLink(linkIn((await lastMail(api, email)).text, '/new/confirm/'));
};
const reset = (api: Api, token: string, password: string) =>
  api.post('/api/auth/reset', { token, password }, { ip: randomIp() });
const refused = (res: Awaited<ReturnType<Api['post']>>) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json().errorCode).toBe('VerificationLinkInvalid');
};

describe('reset links', () => {
  it('a newer request supersedes the older link, and a completed reset ends every other', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const older = await resetLink(api, form.email);
    const newer = await resetLink(api, form.email);
    refused(await reset(api, older, 'an older link must not work'));
    expect((await reset(api, newer, 'the newest link works once')).statusCode).toBe(200);
    refused(await reset(api, older, 'still not after the reset'));
    expect(
      (
        await api.post(
          '/api/auth/login',
          { email: form.email, password: 'the newest link works once' },
          { ip: randomIp() },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a reset ends an address-change link asked for before it', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const user = (await findUserByEmail(api.deps.db, form.email))!;
    const newEmail = uniqueEmail('thief');
    await requestEmailChange(api.deps, { userId: user.id, newEmail, purpose: 'change_email' });
    const [change] = await mailOf(api, user);
    const changeToken = tokenFromLink(linkIn(change!.text, '/change/confirm/'));
    expect((await reset(api, await resetLink(api, form.email), 'the owner resets first')).statusCode).toBe(
      200,
    );
    refused(
      await api.post(
        '/api/auth/confirm',
        { token: changeToken, purpose: 'change_email' },
        { ip: randomIp() },
      ),
    );
    expect(await findUserByEmail(api.deps.db, newEmail)).toBeUndefined();
  });

  it('an address change ends the reset links mailed to the old address, and other change links', async ({
    api,
  }) => {
    const { form } = await api.signedInOwner();
    const user = (await findUserByEmail(api.deps.db, form.email))!;
    const pendingReset = await resetLink(api, form.email);
    const first = uniqueEmail('first');
    await requestEmailChange(api.deps, { userId: user.id, newEmail: first, purpose: 'change_login' });
    const firstToken = tokenFromLink(linkIn((await mailOf(api, user))[0]!.text, '/change/login/confirm/'));
    const second = uniqueEmail('second');
    await requestEmailChange(api.deps, { userId: user.id, newEmail: second, purpose: 'change_email' });
    const secondToken = tokenFromLink(linkIn((await mailOf(api, user))[0]!.text, '/change/confirm/'));

    const moved = await api.post(
      '/api/auth/confirm',
      { token: secondToken, purpose: 'change_email' },
      { ip: randomIp() },
    );
    expect(moved.json()).toEqual({ data: { email: second } });
    refused(await reset(api, pendingReset, 'a link to the old address'));
    refused(
      await api.post('/api/auth/confirm', { token: firstToken, purpose: 'change_login' }, { ip: randomIp() }),
    );
  });
});
