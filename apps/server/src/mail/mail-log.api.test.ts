import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { EmailSettingsText } from '../modules/email-settings/messages.ts';
import { form, PASSWORD, port, smtp, withLoopbackSmtp } from '../modules/email-settings/smtp-test-servers.ts';
import { type Api, it } from '../test/api-test.ts';
import { currentCompanyId } from '../test/factories.ts';
import { deliver } from './delivery.ts';
import { MailLogText } from './messages.ts';
import { pendingMail, recordSentMail } from './repo.ts';
import { queueStudioMail } from './studio-mail.ts';
import { sendSmtpTest } from './transports.ts';

// The log reads the outbox: no workers here, every row stays queued. The SMTP connection tests go to
// a real SMTP server on loopback that wants a password.
withLoopbackSmtp(it);
async function owner(api: Api) {
  const { auth, form } = await api.signedInOwner();
  return { auth, email: form.email, companyId: await currentCompanyId(api, auth) };
}

const queue = (api: Api, companyId: string, to: string, key: string) =>
  queueStudioMail(
    api.deps.db,
    { companyId, to, subject: 'Hello', html: '<p>Hi</p>', idempotencyKey: key },
    api.deps.config,
  );

describe('the mail log', () => {
  it("pages the current company's mail, newest first, and shows no other company's", async ({ api }) => {
    const a = await owner(api);
    const b = await owner(api);
    for (const n of [1, 2, 3]) await queue(api, a.companyId, `a${n}@client.test`, `k${n}`);
    await queue(api, b.companyId, 'b@client.test', 'k1');
    const page = async (auth: Record<string, string>, query: string) =>
      api.get(`/api/user/settings/email-settings/log${query}`, { as: auth });
    const first = (await page(a.auth, '?perPage=2&page=1')).json().data;
    expect(first.total).toBe(3);
    expect(first.rows.map((r: { to: string }) => r.to)).toEqual(['a3@client.test', 'a2@client.test']);
    const second = (await page(a.auth, '?perPage=2&page=2')).json().data;
    expect(second.rows.map((r: { to: string }) => r.to)).toEqual(['a1@client.test']);
    expect(first.rows[0]).toMatchObject({ status: 'queued', statusAt: null, lastError: null, attempts: 0 });
    const theirs = (await page(b.auth, '')).json().data;
    expect(theirs.total).toBe(1);
    expect(theirs.rows[0].to).toBe('b@client.test');
    for (const bad of ['?perPage=0', '?perPage=101', '?page=0', '?perPage=x'])
      expect((await page(a.auth, bad)).statusCode, bad).toBe(400);
    expect((await api.get('/api/user/settings/email-settings/log')).statusCode).toBe(401);
    // Naming another company is refused, not answered with its log.
    const named = await api.get('/api/user/settings/email-settings/log', {
      as: a.auth,
      company: b.companyId,
    });
    expect(named.json().errorCode).toBe('CompanyMismatch');
    // The total (3) also shows that account mail (the sign-up confirmation) is in no studio's log.
  });
});

describe('the SMTP connection test in the mail log', () => {
  it('is listed as sent after a good save and as failed with the reason after a wrong password, and never sent again', async ({
    api,
  }) => {
    const { auth, email, companyId } = await owner(api);
    const signature = { bodySignature: '<p>Ana, Lens &amp; Light</p>' };
    expect((await api.post(P.saveEmailSignature.path, signature, { as: auth })).statusCode).toBe(200);
    const good = await api.post(P.saveCustomSmtp.path, form(), { as: auth });
    expect(good.statusCode, good.body).toBe(200);
    const received = await smtp.waitForMail(email);
    // Nothing is saved after a wrong password, but the attempt is still the studio's: it is logged.
    const bad = await api.post(P.saveCustomSmtp.path, form({ password: 'wrong-password' }), { as: auth });
    expect(bad.json().errorCode).toBe('SmtpAuthFailed');

    const log = await api.get(P.getMailLog.path, { as: auth });
    expect(log.statusCode, log.body).toBe(200);
    const { rows, total } = log.json().data;
    expect(total).toBe(2);
    const test = { to: email, subject: EmailSettingsText.testSubject, kind: 'smtp_test', attempts: 1 };
    expect(rows[1]).toMatchObject({ ...test, attempts: 0, status: 'sent', lastError: null });
    expect(rows[1].statusAt).toEqual(expect.any(String));
    expect(rows[0]).toMatchObject({ ...test, status: 'failed', statusAt: expect.any(String) });
    // In the words the log uses for every failure, then the server's own answer.
    expect(rows[0].lastError).toMatch(/^The mail server refused the username or password\. \(.*535.*\)$/);
    expect(rows[0].lastError.startsWith(MailLogText.failure.auth)).toBe(true);
    expect(log.body).not.toContain(PASSWORD);
    expect(log.body).not.toContain('wrong-password');

    // The row holds what was sent: the body with the studio's signature.
    const ids = rows.map((r: { id: string }) => r.id);
    const stored = await api.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    for (const row of stored) {
      expect(row.companyId).toBe(companyId);
      expect(row.html).toContain(EmailSettingsText.testIntro);
      expect(row.html).toContain('Ana, Lens &amp; Light');
      expect(row.text).toContain('\n-- \nAna, Lens & Light');
    }
    expect(stored.find((r) => r.id === rows[1].id)!.html).toBe(received.html);

    // Sent (or failed) once, synchronously: the sweep never finds them, a worker never sends them,
    // though the company now has a server that would take them.
    const old = new Date(Date.now() - 5 * 60_000);
    await api.deps.db.update(mailOutbox).set({ createdAt: old }).where(inArray(mailOutbox.id, ids));
    const pending = await pendingMail(api.deps.db, new Date(Date.now() - 60_000), { studioOnly: false });
    expect(pending.map((p) => p.id)).not.toContain(ids[0]);
    expect(pending.map((p) => p.id)).not.toContain(ids[1]);
    const before = smtp.received.length;
    const ctx = { db: api.deps.db, config: api.deps.config, focal: undefined, files: api.deps.files };
    for (const id of ids) await deliver(ctx, id);
    expect(smtp.received.length).toBe(before);
    const after = await api.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(after).toEqual(expect.arrayContaining(stored.map((row) => ({ ...row, createdAt: old }))));

    // Another studio's log does not show them.
    const other = await owner(api);
    expect((await api.get(P.getMailLog.path, { as: other.auth })).json().data.total).toBe(0);
  });

  it('checks its header fields as queued mail: a line break is refused and nothing is written', async ({
    api,
  }) => {
    const { auth, email, companyId } = await owner(api);
    const injected = { to: email, subject: 'Hi\r\nBcc: evil@x.test', html: '<p>x</p>', text: 'x' };
    const settings = { host: '127.0.0.1', port: port(), security: 'none' as const, username: 'studio' };
    const sender = { password: PASSWORD, senderName: null, senderEmail: 'hello@lens.example' };
    const before = smtp.received.length;
    const sending = sendSmtpTest(api.deps.config, { ...settings, ...sender }, injected, {
      db: api.deps.db,
      companyId,
    });
    await expect(sending).rejects.toMatchObject({ code: 'ValidationFailed' });
    const row = { kind: 'smtp_test' as const, companyId, ...injected };
    await expect(recordSentMail(api.deps.db, row, { delivered: true })).rejects.toMatchObject({
      code: 'ValidationFailed',
    });
    expect((await api.get(P.getMailLog.path, { as: auth })).json().data.total).toBe(0);
    expect(smtp.received.length).toBe(before);
  });
});
