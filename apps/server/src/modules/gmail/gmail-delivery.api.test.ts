import { ApiRoutes } from '@focal/contracts/api-routes';
import nodemailer from 'nodemailer';
import { describe, expect } from 'vitest';
import { findMail } from '../../mail/repo.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId, uniqueEmail } from '../../test/factories.ts';
import { type GmailDoubles, gmailSignIn, startGmailDoubles } from '../../test/gmail-doubles.ts';
import { findEmailSettings } from '../email-settings/repo.ts';
import { gmailTransportOptions } from './transport.ts';

const GMAIL = ApiRoutes.getGmailConnection.path;
let google: GmailDoubles;

// Google's OAuth server and Gmail's SMTP server on loopback; the mail workers run beside the tests.
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  google = await startGmailDoubles();
  onCleanup(() => google.close());
  return { env: { ...google.env, MAIL_RETRY_LIMIT: '1', MAIL_RETRY_DELAY_SECONDS: '1' }, workers: true };
});

/** A studio connected to Gmail through the whole sign-in, as the settings page does it. */
async function gmailStudio(api: Api, address: string, settings: object) {
  const owner = await api.signedInOwner();
  const companyId = await currentCompanyId(api, owner.auth);
  google.state.claims = { email: address, email_verified: true };
  const { code, state } = await gmailSignIn(api, owner.auth);
  const res = await api.post(GMAIL, { code, state, ...settings }, { as: owner.auth });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, companyId, refreshToken: google.state.refreshTokens.at(-1)! };
}

async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 80; i++) {
    const found = await find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('never happened');
}

describe('sending through Gmail', () => {
  it("delivers a studio's mail as its Gmail account, with an access token Google gave for its refresh token", async ({
    api,
  }) => {
    const { companyId, refreshToken } = await gmailStudio(api, 'lumen@gmail.test', {
      receiveReplies: true,
      senderName: 'Lumen Studio',
    });
    const to = uniqueEmail('client');
    const id = await queueStudioMail(
      api.deps.db,
      { companyId, to, subject: 'Your gallery', html: '<p>Ready.</p>', idempotencyKey: `g-${to}` },
      api.deps.config,
    );
    await api.deps.mailer.dispatch([id]);
    const got = await waitFor(() => google.received.find((r) => JSON.stringify(r.mail.to).includes(to)));
    // The SMTP server took XOAUTH2 only with a token the OAuth server issued for this refresh token.
    expect(got.user).toBe('lumen@gmail.test');
    expect([...google.state.accessTokens.values()]).toContain(refreshToken);
    expect(got.mail.from?.value[0]).toEqual({ name: 'Lumen Studio', address: 'lumen@gmail.test' });
    expect(got.mail.replyTo).toBeUndefined();
    await waitFor(async () => (await findMail(api.deps.db, id))?.deliveredAt);
  });

  it('gives nodemailer XOAUTH2 options for GMAIL_SMTP_URL with the token endpoint, and none without a connection', async ({
    api,
  }) => {
    const { companyId, refreshToken } = await gmailStudio(api, 'direct@gmail.test', {
      receiveReplies: false,
    });
    const row = await findEmailSettings(api.deps.db, companyId);
    const options = await gmailTransportOptions(api.deps.config, row);
    expect(options).toMatchObject({
      host: '127.0.0.1',
      port: Number(new URL(google.env.GMAIL_SMTP_URL).port),
      secure: false,
      auth: {
        type: 'OAuth2',
        user: 'direct@gmail.test',
        clientId: 'focal-gmail-client',
        clientSecret: 'gmail-client-secret',
        refreshToken,
        accessUrl: `${google.issuerUrl}/token`,
      },
    });
    const to = uniqueEmail('direct');
    await nodemailer.createTransport(options).sendMail({ from: 'direct@gmail.test', to, text: 'hi' });
    expect(
      google.received.some((r) => r.user === 'direct@gmail.test' && JSON.stringify(r.mail.to).includes(to)),
    ).toBe(true);

    const none = { ...row, gmailAddress: null, gmailRefreshTokenSealed: null };
    await expect(gmailTransportOptions(api.deps.config, none)).rejects.toThrow(/not connected/);
    const noClient = { ...api.deps.config, gmail: undefined };
    await expect(gmailTransportOptions(noClient, row)).rejects.toThrow(/not configured/);
  });
});
