import { ApiRoutes as R, type EmailTemplate } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { consume } from '../../http/rate-limits/rate-limit.ts';
import { it } from '../../test/api-test.ts';
import { currentCompanyId, uniqueEmail } from '../../test/factories.ts';
import { loopbackMail } from '../../test/loopback-mail.ts';
import { TEMPLATE_SENDS } from './send.ts';

// "Use a template": the mail leaves through the job workers to a real SMTP server on loopback
// (Focal's sender, the company's default mode).
const smtp = loopbackMail();

const TEMPLATE = {
  name: 'Session booked',
  subject: 'Your session with {{studio_name}}',
  body:
    '<p>Hi {{client_first_name}} ({{client_email}}),</p><p>{{photographer_first_name}} here, on {{todays_date}}.</p>' +
    '<p>Your portal: {{portal_link}}</p>',
};

describe('using a template', () => {
  it("renders it with the studio's values and delivers it once per idempotency key", async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Lens & Light', firstName: 'Zoë' });
    const created = await api.post(R.createEmailTemplate.path, TEMPLATE, { as: owner.auth });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data as EmailTemplate;
    const to = uniqueEmail('client');
    const send = { id: template.id, to, idempotencyKey: 'click-0001' };

    const res = await api.post(R.sendEmailTemplate.path, send, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queued: true, to, subject: 'Your session with Lens & Light' });

    const mail = await smtp.waitForMail(to);
    expect(mail.subject).toBe('Your session with Lens & Light');
    expect(mail.html).toContain(`<p>Hi Emma (${to}),</p><p>Zoë here, on `);
    // Today in the studio's time zone: within a day of today in UTC.
    const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const days = [-1, 0, 1].map((d) => utc.format(new Date(Date.now() + d * 86_400_000)));
    expect(days).toContain(/ on ([^<]+)\.<\/p>/.exec(mail.html as string)![1]);
    expect(mail.html).toContain(
      '<a href="https://example.com/portal" target="_blank" rel="noopener noreferrer">https://example.com/portal</a>',
    );

    // The same click sent again (a retry) is the same mail; a new key is a new one.
    const again = await api.post(R.sendEmailTemplate.path, send, { as: owner.auth });
    expect(again.statusCode, again.body).toBe(200);
    const rows = () => api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(await rows()).toHaveLength(1);
    const other = await api.post(
      R.sendEmailTemplate.path,
      { ...send, idempotencyKey: 'click-0002' },
      { as: owner.auth },
    );
    expect(other.statusCode, other.body).toBe(200);
    const logged = await rows();
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.kind === 'studio' && row.refId === template.id)).toBe(true);
  });

  it("refuses unknown or another company's templates, bad addresses and keys", async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const template = (await api.post(R.createEmailTemplate.path, TEMPLATE, { as: owner.auth })).json()
      .data as EmailTemplate;
    const send = { id: template.id, to: uniqueEmail('client'), idempotencyKey: 'click-0003' };

    expect((await api.post(R.sendEmailTemplate.path, send, { as: stranger.auth })).statusCode).toBe(404);
    const unknown = { ...send, id: crypto.randomUUID() };
    expect((await api.post(R.sendEmailTemplate.path, unknown, { as: owner.auth })).statusCode).toBe(404);
    for (const body of [
      { ...send, to: 'not an address' },
      { ...send, to: 'a@b.test\nBcc: all@example.com' },
      { ...send, idempotencyKey: 'short' },
      { id: send.id, to: send.to },
    ]) {
      const res = await api.post(R.sendEmailTemplate.path, body, { as: owner.auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, send.to))).toEqual([]);
  });

  it('refuses past the hourly limit of the company (429), before queueing anything', async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const template = (await api.post(R.createEmailTemplate.path, TEMPLATE, { as: owner.auth })).json()
      .data as EmailTemplate;
    for (let i = 0; i < TEMPLATE_SENDS.max; i++) await consume(api.deps.db, TEMPLATE_SENDS, companyId);
    const to = uniqueEmail('client');
    const res = await api.post(
      R.sendEmailTemplate.path,
      { id: template.id, to, idempotencyKey: 'click-0004' },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RateLimited');
    expect(await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });
});
