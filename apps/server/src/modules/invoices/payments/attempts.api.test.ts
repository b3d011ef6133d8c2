import { randomUUID } from 'node:crypto';
import {
  ApiRoutes as R,
  type CardAttemptListRow,
  fillPath,
  type Invoice,
  type PaymentTotals,
  SANDBOX_TEST_CARDS,
} from '@focal/contracts';
import { isoToZoned, todayIn } from '@focal/contracts/zoned-time';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../../test/loopback-mail.ts';
import { portalLinkIn } from '../../../test/portal-links.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);
type Auth = Record<string, string>;
type Page = { rows: CardAttemptListRow[]; nextCursor: string | null; totals: PaymentTotals | null };
// Not a valid card number (its check digit): the sandbox declines it as incorrect_number.
const BAD_NUMBER = '4000000000000001';

/** A studio whose client was mailed an invoice of 4,000.00, and the client's card payments on it. */
async function studioWithPortal(api: Api, first: string) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, first, 'Tried');
  const lead = await createRecord(api, s.auth, { clientIds: [clientId] });
  const content = { title: 'Day', lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 400000 }] };
  const draft = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
    .data as Invoice;
  const sent = await api.post(fillPath(R.sendInvoice.path, { id: draft.id }), { updatedAt: draft.updatedAt }, { as: s.auth });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await smtp.waitForMail(`${first}.tried@example.com`.toLowerCase());
  const { token } = portalLinkIn(mail.html);
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId: s.companyId }), { token });
  const headers = { cookie: String(opened.headers['set-cookie']).split(';')[0]! };
  const pay = (amountMinor: number, number: string) =>
    api.post(
      fillPath(R.payPortalInvoice.path, { companyId: s.companyId, id: draft.id }),
      { requestId: randomUUID(), amountMinor, card: { number, expMonth: 12, expYear: 2040, cvc: '123' } },
      { headers },
    );
  const list = async (auth: Auth, query: string) => {
    const res = await api.get(`${R.listPayments.path}?${query}`, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  return { ...s, clientId, lead, invoice: draft, pay, list: (query: string) => list(s.auth, query), listAs: list };
}

describe("/payments' card attempts (state pending and failed)", () => {
  it("lists the company's pending and failed card attempts only, newest first, with their totals, pages, filters and CSV", async ({
    api,
  }) => {
    const a = await studioWithPortal(api, 'Ida');
    expect((await a.pay(10000, SANDBOX_TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await a.pay(20000, BAD_NUMBER)).statusCode).toBe(402);
    const waiting = await a.pay(30000, SANDBOX_TEST_CARDS.requiresAction);
    expect(waiting.json().data.status).toBe('requires_action');
    const stale = await a.pay(40000, SANDBOX_TEST_CARDS.requiresAction);
    expect((await a.pay(50000, SANDBOX_TEST_CARDS.succeeds)).json().data.status).toBe('succeeded');
    // Waiting for the bank for over an hour: abandoned, so failed; a tip shows with its row.
    await api.deps.db.execute(
      sql`update card_payments set created_at = now() - interval '2 hours', tip_minor = 500 where id = ${stale.json().data.id}`,
    );
    // Another company's attempts, pending and failed, never show in the first's list (nor the other way).
    const b = await studioWithPortal(api, 'Jon');
    expect((await b.pay(11100, SANDBOX_TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await b.pay(22200, SANDBOX_TEST_CARDS.requiresAction)).statusCode).toBe(200);

    const pending = await a.list('state=pending');
    expect(pending.rows).toEqual([
      expect.objectContaining({
        id: waiting.json().data.id,
        state: 'pending',
        awaitingBank: true,
        failureReason: null,
        amountMinor: 30000,
        invoiceId: a.invoice.id,
        invoiceNumber: 'INV-0001',
        jobId: a.lead.id,
        clientName: 'Ida Tried',
      }),
    ]);
    expect(pending.totals).toEqual([{ currency: 'USD', count: 1, amountMinor: 30000, creditMinor: 0, refundedMinor: 0 }]);

    const failed = await a.list('state=failed');
    expect(failed.rows.map((r) => [r.amountMinor, r.tipMinor, r.state, r.failureReason])).toEqual([
      [20000, 0, 'failed', 'Incorrect card number'],
      [10000, 0, 'failed', 'Card declined'],
      [40000, 500, 'failed', 'Not confirmed with the bank'],
    ]);
    expect(failed.totals).toEqual([{ currency: 'USD', count: 3, amountMinor: 70000, creditMinor: 0, refundedMinor: 0 }]);
    const other = await a.listAs(b.auth, 'state=failed');
    expect([other.rows.map((r) => r.amountMinor), other.totals?.[0]?.count]).toEqual([[11100], 1]);
    expect((await a.listAs(b.auth, 'state=pending')).rows.map((r) => r.amountMinor)).toEqual([22200]);

    // Keyset pages: each attempt once, the totals with the first page only.
    const first = await a.list('state=failed&limit=2');
    const rest = await a.list(`state=failed&limit=2&cursor=${first.nextCursor}`);
    expect([rest.rows.map((r) => r.amountMinor), rest.nextCursor, rest.totals]).toEqual([[40000], null, null]);
    expect(first.rows.map((r) => r.amountMinor)).toEqual([20000, 10000]);
    expect((await api.get(`${R.listPayments.path}?state=failed&cursor=bm9wZQ`, { as: a.auth })).statusCode).toBe(400);

    // The other filters: a card's method only, the client, the record, the days started (company's calendar).
    expect((await a.list('state=failed&method=cash')).rows).toEqual([]);
    expect((await a.list('state=failed&method=cash')).totals).toEqual([]);
    expect((await a.list('state=failed&method=online-card')).rows).toHaveLength(3);
    expect((await a.list(`state=failed&clientId=${a.clientId}`)).rows).toHaveLength(3);
    expect((await a.list(`state=failed&clientId=${b.clientId}`)).rows).toEqual([]);
    expect((await a.list(`state=failed&jobId=${a.lead.id}`)).totals?.[0]?.count).toBe(3);
    expect((await a.list(`state=pending&jobId=${b.lead.id}`)).rows).toEqual([]);
    expect((await a.list('state=failed&from=2999-01-01')).rows).toEqual([]);
    const timeZone = (await api.get(R.bootstrap.path, { as: a.auth })).json().data.authorizedCompany.timeZone;
    // From the day the oldest started (two hours ago: the day before, just after midnight there).
    const since = isoToZoned(new Date(Date.now() - 2 * 3_600_000 - 60_000), timeZone).day;
    expect((await a.list(`state=failed&from=${since}&to=${todayIn(timeZone)}`)).rows).toHaveLength(3);
    // The recorded payments' list is unchanged: the one that went through, and no attempt.
    expect((await a.list('')).rows.map((r) => r.amountMinor)).toEqual([50000]);

    const csv = await api.get(`${R.exportPayments.path}?state=failed`, { as: a.auth });
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Started at,Client,Invoice,Record,Amount,Surcharge,Tip,State,Reason,Currency');
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      'Ida Tried,INV-0001,Smith wedding,200.00,0.00,0.00,failed,Incorrect card number,USD',
      'Ida Tried,INV-0001,Smith wedding,100.00,0.00,0.00,failed,Card declined,USD',
      'Ida Tried,INV-0001,Smith wedding,400.00,0.00,5.00,failed,Not confirmed with the bank,USD',
    ]);
    const theirs = await api.get(`${R.exportPayments.path}?state=pending`, { as: b.auth });
    expect(theirs.body).toContain('222.00');
    expect(theirs.body).not.toContain('300.00');
  });
});
