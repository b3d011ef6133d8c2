import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { BRAND_COLOUR } from '@focal/contracts/brand';
import { eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { addMembership } from '../../test/factories.ts';
import { client, createRecord, insertJobWithClients, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { findUserByEmail } from '../users/service.ts';
import { queueStudioNotice, type StudioNotice } from './notify.ts';

/**
 * Issue 33: Focal's notices to a studio when a client accepts a quote, pays an invoice or a job is
 * booked, delivered through a real SMTP server on loopback (Focal's own sender).
 */

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

/** The notice queued in a transaction of its own, as a caller's would be, and sent after commit. */
async function notify(api: Api, notice: StudioNotice) {
  const ids = await api.deps.db.transaction((tx) => queueStudioNotice(tx, api.deps, notice));
  await api.deps.mailer.dispatch(ids);
  return ids;
}

/** A studio with a lead, and a notice about it under a key of this test's own. */
async function studioWithLead(api: Api, key: string) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, {
    clientIds: [await client(api, s.companyId, 'Maya', 'Okafor')],
  });
  const notice: StudioNotice = {
    companyId: s.companyId,
    event: 'QUOTE_ACCEPTED',
    jobId: lead.id,
    subject: `Maya Okafor accepted quote #3 (${key})`,
    lines: ['Maya Okafor accepted quote #3 for <Smith & Co> wedding.', 'The first payment is due on 1 June.'],
    idempotencyKey: `quote-accepted-${key}`,
  };
  return { ...s, lead, notice };
}

const userIdOf = async (api: Api, email: string) => (await findUserByEmail(api.deps.db, email))!.id;
const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

describe('studio notices', () => {
  it('mail every owner, in Focal’s layout from Focal’s sender, with the lines and a link to the lead or job', async ({
    api,
  }) => {
    const s = await studioWithLead(api, 'owners');
    const coOwner = await api.signedInOwner({ firstName: 'Noor' });
    const member = await api.signedInOwner({ firstName: 'Tess' });
    await addMembership(api, await userIdOf(api, coOwner.form.email), s.companyId, 'owner');
    await addMembership(api, await userIdOf(api, member.form.email), s.companyId, 'member');

    const ids = await notify(api, s.notice);
    expect(ids).toHaveLength(2);
    const mail = await smtp.waitForMail(s.form.email);
    expect(mail.subject).toBe(s.notice.subject);
    // Focal's own MAIL_FROM, not the studio's "<studio> via Focal" nor its own server or Gmail.
    expect(mail.from?.value).toEqual([{ name: 'Focal', address: 'hello@focal.test' }]);
    const link = `${api.deps.config.publicUrl}/leads/view/${s.lead.id}`;
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(s.notice.lines[0]);
    expect(mail.text).toContain(s.notice.lines[1]);
    expect(mail.text).toContain(`Open the lead: ${link}`);
    expect(mail.text).toContain('You get this email as an owner of Ada Lens Photography.');
    const html = String(mail.html);
    expect(html).toContain('<p>Maya Okafor accepted quote #3 for &lt;Smith &amp; Co&gt; wedding.</p>');
    expect(html).toContain(`href="${link}"`);
    // The product's colour on the button, as on every mail of Focal's own.
    expect(html).toContain(`background:${BRAND_COLOUR}`);
    expect((await smtp.waitForMail(coOwner.form.email)).subject).toBe(s.notice.subject);

    // A job's notice links to its page as a job. Once it arrives, the first had its chance to reach
    // the member too: it did not (members are not told).
    const job = await insertJobWithClients(api, { companyId: s.companyId, stage: 'job', name: 'Okafor' }, []);
    const booked = 'Maya Okafor booked a job (owners)';
    await notify(api, {
      ...s.notice,
      event: 'JOB_BOOKED',
      jobId: job.id,
      subject: booked,
      idempotencyKey: 'booked',
    });
    await expect.poll(() => received(booked)).toHaveLength(2);
    expect(received(booked)[0]!.text).toContain(
      `Open the job: ${api.deps.config.publicUrl}/jobs/view/${job.id}`,
    );
    expect(JSON.stringify(smtp.received.map((m) => m.to))).not.toContain(member.form.email);
  });

  it('send nothing for an event the studio turned off in its email settings', async ({ api }) => {
    const s = await studioWithLead(api, 'off');
    const off = await api.post(
      P.saveEmailNotifications.path,
      { events: { QUOTE_ACCEPTED: false } },
      { as: s.auth },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await notify(api, s.notice)).toEqual([]);
    // Another event still on: it arrives, and the turned-off one never did.
    await notify(api, {
      ...s.notice,
      event: 'INVOICE_PAID',
      subject: 'Invoice 2026-0001 is paid (off)',
      idempotencyKey: 'paid-off',
    });
    expect((await smtp.waitForMail(s.form.email)).subject).toBe('Invoice 2026-0001 is paid (off)');
    expect(received(s.notice.subject)).toEqual([]);
    const rows = await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, s.notice.subject));
    expect(rows).toEqual([]);
  });

  it('queue one mail per key: a retry gives the same ids and sends nothing more', async ({ api }) => {
    const s = await studioWithLead(api, 'retry');
    const first = await notify(api, s.notice);
    await smtp.waitForMail(s.form.email);
    expect(await notify(api, s.notice)).toEqual(first);
    const rows = await api.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `notice:${s.companyId}:%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'notice', companyId: null });
    // A later notice arrives after the retry had its chance: the first was sent once.
    await notify(api, { ...s.notice, subject: 'Later (retry)', idempotencyKey: 'later-retry' });
    await expect.poll(() => received('Later (retry)')).toHaveLength(1);
    expect(received(s.notice.subject)).toHaveLength(1);
  });

  it('reach no one of another company, and never link to another company’s lead', async ({ api }) => {
    const s = await studioWithLead(api, 'tenancy');
    const other = await studioWithLead(api, 'tenancy-other');
    await notify(api, s.notice);
    await smtp.waitForMail(s.form.email);
    expect(JSON.stringify(received(s.notice.subject).map((m) => m.to))).not.toContain(other.form.email);
    const otherRows = await api.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, await userIdOf(api, other.form.email)));
    expect(otherRows.filter((row) => row.kind === 'notice')).toEqual([]);

    const foreign = api.deps.db.transaction((tx) =>
      queueStudioNotice(tx, api.deps, { ...s.notice, jobId: other.lead.id, idempotencyKey: 'foreign' }),
    );
    await expect(foreign).rejects.toMatchObject({ code: 'NotFound' });
  });
});
