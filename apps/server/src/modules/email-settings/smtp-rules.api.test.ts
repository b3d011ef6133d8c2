import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { SMTP_TESTS } from './smtp.ts';
import { form, REFUSED, withLoopbackSmtp } from './smtp-test-servers.ts';

withLoopbackSmtp(it);

/** Issue 16: the rules around the studio's own SMTP server: the test's limit, the form, the mode switch. */
describe('the custom SMTP form', () => {
  it('names the cause: TLS refused on a plain server, a refused recipient; nothing saved', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const tls = await api.post(P.saveCustomSmtp.path, form({ security: 'tls' }), { as: auth });
    expect(tls.statusCode, tls.body).toBe(422);
    expect(tls.json().errorCode).toBe('SmtpTlsFailed');
    const refused = await api.post(P.saveCustomSmtp.path, form({ testRecipient: REFUSED }), { as: auth });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'SmtpSenderRefused', data: { reason: 'recipient' } });
    expect((await api.get(P.getCustomSmtp.path, { as: auth })).json().data.configured).toBe(false);
  });

  it('allows 20 connection tests an hour per company, then 429 with the wait', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    // Refused by the host guard at once, but each is a test the company asked for, and counts.
    for (let i = 0; i < SMTP_TESTS.max; i++) {
      const res = await api.post(P.saveCustomSmtp.path, form({ host: '10.0.0.1' }), { as: auth });
      expect(res.json().errorCode).toBe('SmtpHostNotAllowed');
    }
    const limited = await api.post(P.saveCustomSmtp.path, form(), { as: auth });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().errorCode).toBe('RateLimited');
    // Another company's tests are its own.
    const other = await api.signedInOwner();
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: other.auth })).statusCode).toBe(200);
  });

  it('refuses garbage with 400, never 500', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    for (const body of [
      {},
      form({ port: 0 }),
      form({ port: 70000 }),
      form({ port: '25' }),
      form({ security: 'ssl' }),
      form({ host: 'bad host\r\nRCPT TO:<x@y>' }),
      form({ host: 'a'.repeat(300) }),
      form({ senderEmail: 'not-an-address' }),
      form({ senderName: 'Name\r\nBcc: victim@example.com' }),
      form({ testRecipient: 'x@y\r\nBcc: z@w' }),
      form({ extra: true }),
    ]) {
      const res = await api.post(P.saveCustomSmtp.path, body, { as: auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('switching the provider mode', () => {
  it('refuses smtp without tested settings and gmail without a connection; focal is always possible', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    for (const mode of ['smtp', 'gmail']) {
      const res = await api.put(P.setEmailProvider.path, { mode }, { as: auth });
      expect(res.statusCode, mode).toBe(409);
      expect(res.json().errorMessage, mode).toMatch(mode === 'smtp' ? /mail server/ : /Gmail/);
    }
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: auth })).statusCode).toBe(200);
    const focal = await api.put(P.setEmailProvider.path, { mode: 'focal' }, { as: auth });
    expect(focal.json().data).toMatchObject({ mode: 'focal', smtpVerified: true });
    const back = await api.put(P.setEmailProvider.path, { mode: 'smtp' }, { as: auth });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.mode).toBe('smtp');
  });
});
