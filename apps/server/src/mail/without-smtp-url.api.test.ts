import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { sealCompanySecret } from '../modules/email-settings/company-secrets.ts';
import { upsertEmailSettings } from '../modules/email-settings/repo.ts';
import { it } from '../test/api-test.ts';
import { currentCompanyId, lastMail, uniqueEmail } from '../test/factories.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { MailLogText } from './messages.ts';
import { findMail, queueMail } from './repo.ts';
import { MAIL_SWEEP } from './mailer.ts';
import { queueStudioMail } from './studio-mail.ts';

// No SMTP_URL (the embedded and development setups): the mail workers run all the same.
let studio: Awaited<ReturnType<typeof startSmtpServer>>;
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  studio = await startSmtpServer();
  onCleanup(() => studio.close());
  return { env: { SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32' }, workers: true };
});

const until = async <T>(find: () => Promise<T | null | undefined>) => {
  for (let i = 0; i < 80; i++) {
    const found = await find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('never happened');
};

describe('mail without SMTP_URL', () => {
  it("sends a studio's mail through its own server, and keeps what needs Focal's in the outbox", async ({
    api,
  }) => {
    const { auth, form } = await api.signedUpOverHttp();
    const companyId = await currentCompanyId(api, auth);
    const { db, config } = api.deps;
    await upsertEmailSettings(db, companyId, {
      mode: 'smtp',
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(studio.url).port),
      smtpSecurity: 'none',
      smtpUser: null,
      smtpPasswordSealed: sealCompanySecret(config, companyId, 'unused'),
      senderName: 'Lumen Studio',
      senderEmail: 'hello@lumen.test',
    });
    const to = uniqueEmail('client');
    const own = await queueStudioMail(
      db,
      { companyId, to, subject: 'Hello', html: '<p>Hi</p>', idempotencyKey: 'one' },
      config,
    );
    await api.deps.mailer.dispatch([own]);
    await studio.waitForMail(to);
    await until(async () => (await findMail(db, own))?.deliveredAt);

    // The sign-up confirmation (account mail) went to the worker too, and waits: the development mailbox.
    const confirmation = await lastMail(api, form.email);
    const waiting = await until(async () => {
      const row = await findMail(db, confirmation.id);
      return row?.lastError ? row : null;
    });
    expect(waiting).toMatchObject({ deliveredAt: null, failedAt: null, attempts: 0 });
    expect(waiting.lastError).toBe(MailLogText.focalNotConfigured);
  });

  it('sweeps up a studio message whose job was lost, and leaves account mail for the mailbox', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const companyId = await currentCompanyId(api, auth);
    const { db, config } = api.deps;
    await upsertEmailSettings(db, companyId, {
      mode: 'smtp',
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(studio.url).port),
      smtpSecurity: 'none',
      senderEmail: 'hello@lumen.test',
    });
    const to = uniqueEmail('swept');
    // Queued, never dispatched (the process died before), and older than the sweep's minute.
    const lost = await queueStudioMail(
      db,
      { companyId, to, subject: 'Lost', html: '<p>x</p>', idempotencyKey: 'lost' },
      config,
    );
    const account = await queueMail(db, {
      kind: 'security',
      to: uniqueEmail('acct'),
      subject: 'Notice',
      text: 'x',
      html: 'x',
    });
    const old = new Date(Date.now() - 5 * 60_000);
    await db
      .update(mailOutbox)
      .set({ createdAt: old })
      .where(inArray(mailOutbox.id, [lost, account]));
    await api.deps.queue!.send(MAIL_SWEEP);
    await studio.waitForMail(to);
    await until(async () => (await findMail(db, lost))?.deliveredAt);
    expect(await findMail(db, account)).toMatchObject({ deliveredAt: null, lastError: null, attempts: 0 });
  });
});
