import { ApiRoutes } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { loggedApp } from '../../test/logged-app.ts';
import { oauthStates } from '../../db/schema.ts';
import { consume } from '../../http/rate-limits/rate-limit.ts';
import { it } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';
import { type GmailDoubles, gmailSignIn, startGmailDoubles } from '../../test/gmail-doubles.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { openCompanySecret } from '../email-settings/company-secrets.ts';
import { findEmailSettings, upsertEmailSettings } from '../email-settings/repo.ts';
import { findUserByEmail } from '../users/service.ts';
import { GMAIL_SIGN_INS } from './sign-in.ts';

const GMAIL = ApiRoutes.getGmailConnection.path;
const SETTINGS = ApiRoutes.getGmailSettings.path;
let google: GmailDoubles;

// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  google = await startGmailDoubles();
  onCleanup(() => google.close());
  return { env: google.env };
});

describe('Gmail through OAuth', () => {
  it("gives Google's sign-in address: offline, consent, mail scope, PKCE S256, a state bound to the user and company", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const res = await api.get(GMAIL, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ available: true, connected: false, active: false, address: null });
    const url = new URL(data.signInUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuerUrl}/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: 'focal-gmail-client',
      redirect_uri: `${TEST_PUBLIC_URL}/settings/email-settings?oauthMailProvider=gmail`,
      response_type: 'code',
      scope: 'openid email https://mail.google.com/',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{20,}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);

    const companyId = await currentCompanyId(api, owner.auth);
    const rows = await api.deps.db.select().from(oauthStates);
    const bound = rows.filter((r) => r.provider.startsWith(`gmail:${companyId}:`));
    expect(bound).toHaveLength(1);
    expect(bound[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(bound[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    // The page's read makes no state, and carries no sign-in address.
    const look = await api.get(SETTINGS, { as: owner.auth });
    expect(look.json().data).toMatchObject({ available: true, connected: false, signInUrl: null });
    expect(await api.deps.db.select().from(oauthStates)).toHaveLength(rows.length);
  });

  it('connects: the return lands on the settings page; the completion stores the address and a sealed refresh token, and the company sends through Gmail', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    google.state.claims = { email: 'Lumen.Studio@gmail.test', email_verified: true };
    const { back, code, state } = await gmailSignIn(api, owner.auth);
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}/settings/email-settings`);
    expect(back.searchParams.get('oauthMailProvider')).toBe('gmail');

    const res = await api.post(
      GMAIL,
      { code, state, receiveReplies: true, senderName: 'Lumen Studio', senderEmail: '' },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      available: true,
      connected: true,
      active: true,
      address: 'lumen.studio@gmail.test',
      senderEmail: 'lumen.studio@gmail.test',
      receiveReplies: true,
      senderName: 'Lumen Studio',
      signInUrl: null,
    });
    expect(data.accountCredentialId).toMatch(/^[0-9a-f-]{36}$/);

    const refreshToken = google.state.refreshTokens.at(-1)!;
    const row = await findEmailSettings(api.deps.db, companyId);
    expect(row.mode).toBe('gmail');
    expect(row.gmailRefreshTokenSealed).not.toContain(refreshToken);
    expect(openCompanySecret(api.deps.config, companyId, row.gmailRefreshTokenSealed!)).toBe(refreshToken);
    for (const path of [GMAIL, SETTINGS]) {
      const read = await api.get(path, { as: owner.auth });
      expect(read.json().data).toEqual(data);
      expect(read.body).not.toContain(refreshToken);
    }
    expect(res.body).not.toContain(refreshToken);
  });

  it('writes no refresh token, code or state into the log', async ({ api }) => {
    const { app: logged, log: read } = await loggedApp(api.deps, 'trace');
    try {
      const owner = await api.signedInOwner();
      const { code, state } = await gmailSignIn(api, owner.auth);
      const res = await logged.inject({
        method: 'POST',
        url: GMAIL,
        headers: owner.auth,
        payload: { code, state, receiveReplies: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      const log = read();
      expect(log).toContain(GMAIL);
      for (const secret of [google.state.refreshTokens.at(-1)!, code, state])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it('changes the reply settings of the connection; a stale connection id, another sender address or no connection is refused', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const notYet = await api.put(GMAIL, { receiveReplies: true }, { as: owner.auth });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ errorCode: 'Conflict', errorTitle: 'Gmail is not connected' });

    google.state.claims = { email: 'reply@gmail.test', email_verified: true };
    const signIn = await gmailSignIn(api, owner.auth);
    const connected = (
      await api.post(
        GMAIL,
        { code: signIn.code, state: signIn.state, receiveReplies: false },
        { as: owner.auth },
      )
    ).json().data;
    expect(connected.senderName).toBe('');

    const put = await api.put(
      GMAIL,
      {
        accountCredentialId: connected.accountCredentialId,
        receiveReplies: true,
        senderName: '  Reply Studio ',
        senderEmail: 'REPLY@gmail.test',
      },
      { as: owner.auth },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      receiveReplies: true,
      senderName: 'Reply Studio',
      connected: true,
    });

    const stale = await api.put(
      GMAIL,
      { accountCredentialId: '00000000-0000-4000-8000-000000000000', receiveReplies: false },
      { as: owner.auth },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'Conflict', errorTitle: 'Gmail was connected again' });

    const other = await api.put(
      GMAIL,
      { receiveReplies: false, senderEmail: 'boss@studio.test' },
      { as: owner.auth },
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { senderEmail: expect.stringContaining('reply@gmail.test') } },
    });
    // Nothing of the refused ones was stored; an omitted sender name is kept.
    const kept = await api.put(GMAIL, { receiveReplies: true }, { as: owner.auth });
    expect(kept.json().data).toMatchObject({ receiveReplies: true, senderName: 'Reply Studio' });
  });

  it('disconnects: the token is forgotten and revoked at the provider, and Focal sends again', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const signIn = await gmailSignIn(api, owner.auth);
    expect(
      (
        await api.post(
          GMAIL,
          { code: signIn.code, state: signIn.state, receiveReplies: true },
          { as: owner.auth },
        )
      ).statusCode,
    ).toBe(200);
    const revocations = google.state.revocations;

    const res = await api.delete(GMAIL, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      connected: false,
      active: false,
      address: null,
      accountCredentialId: null,
    });
    expect(google.state.revocations).toBe(revocations + 1);
    const row = await findEmailSettings(api.deps.db, companyId);
    expect(row).toMatchObject({ mode: 'focal', gmailAddress: null, gmailRefreshTokenSealed: null });
    // Once more: nothing to do, the same answer; the next GET offers a sign-in again.
    expect((await api.delete(GMAIL, { as: owner.auth })).statusCode).toBe(200);
    expect(google.state.revocations).toBe(revocations + 1);
    expect((await api.get(GMAIL, { as: owner.auth })).json().data.signInUrl).toMatch(/^http/);

    // A company that chose its SMTP server meanwhile keeps it when Gmail goes.
    const again = await gmailSignIn(api, owner.auth);
    expect(
      (
        await api.post(
          GMAIL,
          { code: again.code, state: again.state, receiveReplies: true },
          { as: owner.auth },
        )
      ).statusCode,
    ).toBe(200);
    await upsertEmailSettings(api.deps.db, companyId, { mode: 'smtp' });
    await api.delete(GMAIL, { as: owner.auth });
    expect((await findEmailSettings(api.deps.db, companyId)).mode).toBe('smtp');
  });

  it('makes at most 100 sign-in addresses an hour per user and company (each stores a state)', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const key = `gmail:${companyId}:${(await findUserByEmail(api.deps.db, owner.form.email))!.id}`;
    for (let i = 1; i < GMAIL_SIGN_INS.max; i++) await consume(api.deps.db, GMAIL_SIGN_INS, key);
    expect((await api.get(GMAIL, { as: owner.auth })).statusCode).toBe(200);
    const res = await api.get(GMAIL, { as: owner.auth });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ errorCode: 'RateLimited' });
    // The page's read makes no state and is not counted.
    expect((await api.get(SETTINGS, { as: owner.auth })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async ({ api }) => {
    for (const [method, url] of [
      ['get', GMAIL],
      ['get', SETTINGS],
      ['delete', GMAIL],
    ] as const) {
      expect((await api[method](url)).statusCode).toBe(401);
    }
    expect((await api.post(GMAIL, { code: 'a', state: 'b' })).statusCode).toBe(401);
  });
});
