import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type InvoiceContentInput } from '@focal/contracts';
import { PAYMENT_REMINDER_TEXTS } from '@focal/contracts/payment-reminders';
import { zonedToIso } from '@focal/contracts/zoned-time';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activity, paymentRemindersSent } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { issuedInvoice } from '../../test/invoice-factories.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';
import { insertClient } from '../clients/repo.ts';
import { REMINDER_HOUR, sendDueReminders } from './send.ts';

// Focal's own SMTP server on loopback: a new company sends through it.
const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

type Auth = Record<string, string>;
const SETTINGS = R.getPaymentReminderSettings.path;
type Amount = { kind: 'balance' } | { kind: 'percent'; basisPoints: number };
const fixed = (date: string, amount: Amount = { kind: 'balance' }) => ({
  amount,
  due: { kind: 'fixed-date' as const, date },
});
const half: Amount = { kind: 'percent', basisPoints: 5000 };
/** The run's moment on a day: half past the reminders' hour in the test studios' zone (New York). */
const morningOf = (day: string, hour = REMINDER_HOUR) =>
  new Date(zonedToIso(day, `${String(hour).padStart(2, '0')}:30`, 'America/New_York'));

const issued = (api: Api, auth: Auth, jobId: string, content: Partial<InvoiceContentInput>) =>
  issuedInvoice(api, auth, jobId, content, { email: false });

/** A studio whose lead's client (`first`, `last`, or no address with `email: null`) owes one invoice. */
async function owing(api: Api, content: Partial<InvoiceContentInput>, who: { first: string; last: string }) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, who.first, who.last);
  const lead = await createRecord(api, s.auth, { clientIds: [clientId] });
  const invoice = await issued(api, s.auth, lead.id, content);
  return { ...s, lead, invoice, email: `${who.first}.${who.last}@example.com`.toLowerCase() };
}

const sentFor = (api: Api, invoiceId: string) =>
  api.deps.db
    .select()
    .from(paymentRemindersSent)
    .where(eq(paymentRemindersSent.invoiceId, invoiceId))
    .orderBy(asc(paymentRemindersSent.createdAt));
const mailsTo = (email: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(email));
const remindersOn = (api: Api, jobId: string) =>
  api.deps.db
    .select()
    .from(activity)
    .where(and(eq(activity.subjectId, jobId), eq(activity.action, 'payment reminder sent')));

describe('payment reminder settings', () => {
  it('answers the defaults, saves days in order, refuses days out of bounds, and leaves other companies alone', async ({
    api,
  }) => {
    const a = await studio(api);
    const b = await studio(api);
    const defaults = { updatedAt: null, enabled: true, daysBefore: [3], daysAfter: [1, 7] };
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(defaults);

    const saved = await api.put(
      SETTINGS,
      { updatedAt: null, enabled: false, daysBefore: [7, 0], daysAfter: [30, 1, 90] },
      { as: a.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      updatedAt: saved.json().data.updatedAt,
      enabled: false,
      daysBefore: [0, 7],
      daysAfter: [1, 30, 90],
    };
    expect(expected.updatedAt).toEqual(expect.any(String));
    expect(saved.json().data).toEqual(expected);
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(expected);
    expect((await api.get(SETTINGS, { as: b.auth })).json().data).toEqual(defaults);

    for (const [body, field] of [
      [{ daysBefore: [61] }, 'daysBefore'],
      [{ daysBefore: [-1] }, 'daysBefore'],
      [{ daysBefore: [1, 2, 3, 4, 5, 6] }, 'daysBefore'],
      [{ daysAfter: [0] }, 'daysAfter'],
      [{ daysAfter: [91] }, 'daysAfter'],
      [{ daysAfter: [2, 2] }, 'daysAfter'],
      [{ daysAfter: [1.5] }, 'daysAfter'],
    ] as const) {
      const res = await api.put(SETTINGS, { ...expected, ...body }, { as: a.auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        data: { fields: { [field]: PAYMENT_REMINDER_TEXTS[field] } },
      });
    }
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(expected);

    // A form loaded before a colleague's save (or the defaults, once saved) overwrites nothing.
    const colleague = await api.put(SETTINGS, { ...expected, daysAfter: [2] }, { as: a.auth });
    expect(colleague.statusCode, colleague.body).toBe(200);
    for (const updatedAt of [expected.updatedAt, null]) {
      const stale = await api.put(SETTINGS, { ...expected, updatedAt, daysAfter: [5] }, { as: a.auth });
      expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'StaleVersion']);
    }
    expect((await api.get(SETTINGS, { as: a.auth })).json().data.daysAfter).toEqual([2]);
  });
});

describe('payment reminders (the hourly run at the reminders hour on the studio clock)', () => {
  it('mails the client 3 days before an instalment is due, once, with the amount owing and a link to the invoice in the portal', async ({
    api,
  }) => {
    const schedule = { instalments: [fixed('2031-05-10', half), fixed('2031-06-10')] };
    const { invoice, lead, email, companyId } = await owing(
      api,
      { schedule },
      { first: 'Lena', last: 'Moss' },
    );

    await sendDueReminders(api.deps, morningOf('2031-05-06'));
    // Another hour of the right day is not the studio's morning: the run there passes it by.
    await sendDueReminders(api.deps, morningOf('2031-05-07', REMINDER_HOUR - 1));
    expect(await sentFor(api, invoice.id)).toEqual([]);

    expect(await sendDueReminders(api.deps, morningOf('2031-05-07'))).toBeGreaterThanOrEqual(1);
    const [row, ...more] = await sentFor(api, invoice.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ instalment: 0, dueOn: '2031-05-10', kind: 'before', days: 3 });
    expect(row!.mailId).toEqual(expect.any(String));

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Payment reminder: invoice INV-0001 is due 10 May 2031');
    expect(mail.html).toContain('$600.00');
    expect(mail.html).toContain('Hello Lena');
    const { companyId: linkCompany, token } = portalLinkIn(mail.html);
    expect(linkCompany).toBe(companyId);
    const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.target).toEqual({ kind: 'invoice', id: invoice.id });
    expect(await remindersOn(api, lead.id)).toHaveLength(1);

    // The scheduler run again (a retry, a second worker): nothing is sent twice.
    expect(await sendDueReminders(api.deps, morningOf('2031-05-07'))).toBe(0);
    expect(await sentFor(api, invoice.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('mails the client the day after an instalment was due and is still unpaid', async ({ api }) => {
    const { invoice, email } = await owing(api, { dueOn: '2031-07-01' }, { first: 'Omar', last: 'Reyes' });
    await sendDueReminders(api.deps, morningOf('2031-07-01'));
    expect(await sentFor(api, invoice.id)).toEqual([]);
    await sendDueReminders(api.deps, morningOf('2031-07-02'));
    expect(await sentFor(api, invoice.id)).toMatchObject([{ instalment: 0, kind: 'after', days: 1 }]);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Invoice INV-0001 is overdue');
    expect(mail.html).toContain('$1,200.00');
    expect(mail.html).toContain('was due 1 July 2031');
  });

  it('reminds no paid instalment, and nothing once the invoice is paid', async ({ api }) => {
    const schedule = { instalments: [fixed('2031-08-10', half), fixed('2031-08-14')] };
    const { invoice, auth } = await owing(api, { schedule }, { first: 'Ines', last: 'Vidal' });
    const pay = async (amountMinor: number) => {
      const res = await api.post(
        fillPath(R.recordPayment.path, { id: invoice.id }),
        { requestId: randomUUID(), amountMinor, receivedOn: '2026-01-15', method: 'bank-transfer' },
        { as: auth },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await pay(60000);
    // The paid deposit's days (3 before, 1 and 7 after) pass; the 11th is also 3 days before the balance.
    for (const day of ['2031-08-07', '2031-08-11', '2031-08-17'])
      await sendDueReminders(api.deps, morningOf(day));
    expect(await sentFor(api, invoice.id)).toMatchObject([
      { instalment: 1, dueOn: '2031-08-14', kind: 'before', days: 3 },
    ]);
    await pay(60000);
    await sendDueReminders(api.deps, morningOf('2031-08-15'));
    expect(await sentFor(api, invoice.id)).toHaveLength(1);
  });

  it('records a reminder for a client without an email but mails nobody, and the run goes on', async ({
    api,
  }) => {
    const s = await studio(api);
    const row = await insertClient(api.deps.db, s.companyId, {
      kind: 'person',
      organisationName: null,
      contacts: [{ firstName: 'Nomail', lastName: 'Client', email: null, phone: null }],
      address: {},
      notes: '',
      tags: [],
      leadSource: null,
      customFields: {},
    });
    const lead = await createRecord(api, s.auth, { clientIds: [row.id] });
    const invoice = await issued(api, s.auth, lead.id, { dueOn: '2031-10-01' });
    const other = await owing(api, { dueOn: '2031-10-01' }, { first: 'Zoe', last: 'Park' });

    await sendDueReminders(api.deps, morningOf('2031-10-02'));
    expect(await sentFor(api, invoice.id)).toMatchObject([{ kind: 'after', days: 1, mailId: null }]);
    expect(await remindersOn(api, lead.id)).toEqual([]);
    expect(await sentFor(api, other.invoice.id)).toMatchObject([{ kind: 'after', days: 1 }]);
    expect((await smtp.waitForMail(other.email)).subject).toBe('Invoice INV-0001 is overdue');
  });

  it("follows each company's own days, and sends nothing where reminders are off", async ({ api }) => {
    const own = await owing(api, { dueOn: '2031-11-03' }, { first: 'Ada', last: 'Quinn' });
    const off = await owing(api, { dueOn: '2031-11-03' }, { first: 'Ben', last: 'Quinn' });
    await api.put(
      SETTINGS,
      { updatedAt: null, enabled: true, daysBefore: [], daysAfter: [2] },
      { as: own.auth },
    );
    await api.put(
      SETTINGS,
      { updatedAt: null, enabled: false, daysBefore: [3], daysAfter: [1, 2] },
      { as: off.auth },
    );

    for (const day of ['2031-10-31', '2031-11-04', '2031-11-05'])
      await sendDueReminders(api.deps, morningOf(day));
    expect(await sentFor(api, own.invoice.id)).toMatchObject([
      { kind: 'after', days: 2, dueOn: '2031-11-03' },
    ]);
    expect(await sentFor(api, off.invoice.id)).toEqual([]);
  });
});
