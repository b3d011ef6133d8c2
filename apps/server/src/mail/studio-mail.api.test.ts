// engine-dependent: one idempotency key sent at once queues one message.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { sealCompanySecret } from '../modules/email-settings/company-secrets.ts';
import { findCompanyIdentity, upsertEmailSettings } from '../modules/email-settings/repo.ts';
import { type Api, it } from '../test/api-test.ts';
import { currentCompanyId, uniqueEmail } from '../test/factories.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { MailLogText } from './messages.ts';
import { findMail, queueMail } from './repo.ts';
import { queueStudioMail, type StudioMail } from './studio-mail.ts';

// Two real SMTP servers on loopback: Focal's own (SMTP_URL) and a studio's, which wants a password
// and refuses one recipient for good. Retries are short here: one retry after a second.
let focal: Awaited<ReturnType<typeof startSmtpServer>>;
let studio: Awaited<ReturnType<typeof startSmtpServer>>;
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  focal = await startSmtpServer();
  studio = await startSmtpServer({
    users: { lumen: 'studio-password' },
    refuseRecipients: ['gone@client.test'],
  });
  onCleanup(async () => {
    await focal.close();
    await studio.close();
  });
  const env = {
    SMTP_URL: focal.url,
    MAIL_FROM: 'Focal <hello@focal.test>',
    SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32',
    MAIL_RETRY_LIMIT: '1',
    MAIL_RETRY_DELAY_SECONDS: '1',
  };
  return { env, workers: true };
});

async function studioOwner(api: Api, mode: 'focal' | 'smtp', smtp: { port?: number; host?: string } = {}) {
  const { auth } = await api.signedInOwner();
  const companyId = await currentCompanyId(api, auth);
  const { config, db } = api.deps;
  await upsertEmailSettings(db, companyId, {
    mode,
    smtpHost: smtp.host ?? '127.0.0.1',
    smtpPort: smtp.port ?? Number(new URL(studio.url).port),
    smtpSecurity: 'none',
    smtpUser: 'lumen',
    smtpPasswordSealed: sealCompanySecret(config, companyId, 'studio-password'),
    senderName: 'Lumen Studio',
    senderEmail: 'hello@lumen.test',
    signatureHtml: '<p>Warmly, <strong>Lumen</strong></p><script>alert(1)</script>',
    signatureImagePath: 'signatures/ab/signature.png',
  });
  return { auth, companyId };
}

const mailTo = (companyId: string, to: string, over: Partial<StudioMail> = {}): StudioMail => ({
  companyId,
  to,
  subject: 'Your gallery is ready',
  html: '<p>Hi Ana, your photos are ready.</p>',
  idempotencyKey: `gallery-${to}`,
  ...over,
});

async function send(api: Api, mail: StudioMail) {
  const id = await queueStudioMail(api.deps.db, mail, api.deps.config);
  await api.deps.mailer.dispatch([id]);
  return id;
}

/** Polls the row until `done` says so (the worker runs beside the test). */
async function rowWhen(
  api: Api,
  id: string,
  done: (row: NonNullable<Awaited<ReturnType<typeof findMail>>>) => unknown,
) {
  for (let i = 0; i < 80; i++) {
    const row = (await findMail(api.deps.db, id))!;
    if (done(row)) return row;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`mail ${id} never reached the state`);
}

describe('studio mail through the one mail service', () => {
  it("delivers through the company's own SMTP server, from its sender, with its signature", async ({
    api,
  }) => {
    const { companyId } = await studioOwner(api, 'smtp');
    const to = uniqueEmail('client');
    const id = await send(api, mailTo(companyId, to));
    const mail = await studio.waitForMail(to);
    expect(mail.from?.value[0]).toEqual({ name: 'Lumen Studio', address: 'hello@lumen.test' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.messageId).toBe(`<${id}@lumen.test>`);
    expect(mail.html).toContain('<p>Hi Ana, your photos are ready.</p>');
    expect(mail.html).toContain('Warmly, <strong>Lumen</strong>');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('src="http://focal.test/files/signatures/ab/signature.png"');
    expect(mail.text).toContain('Hi Ana, your photos are ready.\n\n-- \nWarmly, Lumen');
    await rowWhen(api, id, (row) => row.deliveredAt);
    expect(focal.received.some((m) => JSON.stringify(m.to).includes(to))).toBe(false);
  });

  it('in focal mode sends through Focal\'s server as "<studio> via Focal", replies to the studio', async ({
    api,
  }) => {
    const { companyId } = await studioOwner(api, 'focal');
    const company = (await findCompanyIdentity(api.deps.db, companyId))!;
    const to = uniqueEmail('client');
    await send(api, mailTo(companyId, to));
    const mail = await focal.waitForMail(to);
    expect(mail.from?.value[0]).toEqual({ name: `${company.name} via Focal`, address: 'hello@focal.test' });
    expect(mail.replyTo?.value[0]?.address).toBe(company.email);
    expect(mail.html).toContain('Warmly, <strong>Lumen</strong>');
  });

  it('queues one message for one idempotency key, per company', async ({ api }) => {
    const { companyId } = await studioOwner(api, 'smtp');
    const other = await studioOwner(api, 'smtp');
    const to = uniqueEmail('twice');
    const first = await send(api, mailTo(companyId, to, { idempotencyKey: 'invoice-7' }));
    const again = await send(api, mailTo(companyId, to, { idempotencyKey: 'invoice-7', subject: 'Changed' }));
    expect(again).toBe(first);
    const elsewhere = await send(api, mailTo(other.companyId, to, { idempotencyKey: 'invoice-7' }));
    expect(elsewhere).not.toBe(first);
    await rowWhen(api, first, (row) => row.deliveredAt);
    await rowWhen(api, elsewhere, (row) => row.deliveredAt);
    await api.deps.mailer.dispatch([first]);
    await new Promise((r) => setTimeout(r, 1500));
    const copies = studio.received.filter((m) => JSON.stringify(m.to).includes(to));
    expect(copies.map((m) => m.subject)).toEqual(['Your gallery is ready', 'Your gallery is ready']);
  });

  it('marks a recipient refused for good (550) bounced, and does not try again', async ({ api }) => {
    const { auth, companyId } = await studioOwner(api, 'smtp');
    const id = await send(api, mailTo(companyId, 'gone@client.test'));
    const row = await rowWhen(api, id, (r) => r.bouncedAt);
    expect(row.attempts).toBe(1);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await findMail(api.deps.db, id))!.attempts).toBe(1);
    const log = (await api.get('/api/user/settings/email-settings/log', { as: auth })).json().data;
    expect(log.rows[0]).toMatchObject({
      id,
      to: 'gone@client.test',
      status: 'bounced',
      attempts: 1,
      kind: 'studio',
    });
    expect(log.rows[0].lastError).toMatch(/^The recipient’s address was refused\. \(.*550/);
  });

  it('retries a server that is down, then marks the message failed', async ({ api }) => {
    const down = await startSmtpServer();
    await down.close();
    const { auth, companyId } = await studioOwner(api, 'smtp', { port: Number(new URL(down.url).port) });
    const id = await send(api, mailTo(companyId, uniqueEmail('down')));
    const row = await rowWhen(api, id, (r) => r.failedAt);
    expect(row.attempts).toBe(2);
    const log = (await api.get('/api/user/settings/email-settings/log', { as: auth })).json().data;
    expect(log.rows[0]).toMatchObject({ id, status: 'failed', attempts: 2 });
    expect(log.rows[0].lastError).toMatch(
      /^Gave up after repeated failures\. The mail server could not be reached\. \(.*ECONNREFUSED/,
    );
  });

  it('fails, without connecting, a company whose SMTP host is private and not allowed', async ({ api }) => {
    const { companyId } = await studioOwner(api, 'smtp', { host: '10.0.0.25' });
    const id = await send(api, mailTo(companyId, uniqueEmail('private')));
    const row = await rowWhen(api, id, (r) => r.failedAt);
    expect(row.lastError).toMatch(/^The mail server’s host is not allowed/);
  });

  it('fails at once a company whose settings cannot send (a password sealed for another company)', async ({
    api,
  }) => {
    const { companyId } = await studioOwner(api, 'smtp');
    const other = await studioOwner(api, 'smtp');
    const foreign = sealCompanySecret(api.deps.config, other.companyId, 'studio-password');
    await upsertEmailSettings(api.deps.db, companyId, { smtpPasswordSealed: foreign });
    const id = await send(api, mailTo(companyId, uniqueEmail('unusable')));
    const row = await rowWhen(api, id, (r) => r.failedAt);
    expect(row).toMatchObject({ attempts: 0, lastError: MailLogText.settingsUnusable, deliveredAt: null });
  });

  it('refuses a header field with a line break before anything is written', async ({ api }) => {
    const { auth, companyId } = await studioOwner(api, 'smtp');
    const attempts: Partial<StudioMail>[] = [
      { subject: 'Hi\r\nBcc: evil@x.test' },
      { subject: 'Hi\nBcc: evil@x.test' },
      { to: 'ana@client.test\r\nBcc: evil@x.test' },
      { subject: 'Tab\u0085next line' },
    ];
    for (const over of attempts) {
      const error = await queueStudioMail(
        api.deps.db,
        mailTo(companyId, 'ana@client.test', over),
        api.deps.config,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ValidationFailed');
    }
    // Account mail is queued through the same check.
    const account = await queueMail(api.deps.db, {
      kind: 'security',
      to: 'ana@client.test',
      subject: 'Notice\r\nBcc: evil@x.test',
      text: 'x',
      html: 'x',
    }).catch((e: unknown) => e);
    expect((account as AppError).code).toBe('ValidationFailed');
    const rows = await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana@client.test'));
    expect(rows).toEqual([]);
    const log = (await api.get('/api/user/settings/email-settings/log', { as: auth })).json().data;
    expect(log.total).toBe(0);
  });
});
