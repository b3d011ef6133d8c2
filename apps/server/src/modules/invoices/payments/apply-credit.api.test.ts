import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, type Payment } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';

type Auth = Record<string, string>;
type Res = Awaited<ReturnType<Api['post']>>;
type Answer = { payment: Payment; invoice: Invoice };
const url = (path: string, id: string) => fillPath(path, { id });
const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const ok = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

// 2,500.00 + 20% VAT = 3,000.00, due on sending.
async function issued(api: Api, auth: Auth, jobId: string) {
  const content = {
    title: 'Wedding',
    lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 250000, taxes: [vat] }],
  };
  const draft = ok<Invoice>(await api.post(R.createInvoice.path, { jobId, content }, { as: auth }));
  return ok<Invoice>(
    await api.post(
      url(R.sendInvoice.path, draft.id),
      { updatedAt: draft.updatedAt, email: false },
      { as: auth },
    ),
  );
}

/** A client who paid their first invoice 3,200.00 (200.00 of credit) and has a second one to pay. */
async function setUp(api: Api, overpaid = 320000) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, 'Anna', 'Berg');
  const lead = await createRecord(api, s.auth, { clientIds: [clientId] });
  const [first, second] = [await issued(api, s.auth, lead.id), await issued(api, s.auth, lead.id)];
  const pay = (amountMinor: number, of = first.id) =>
    api.post(
      url(R.recordPayment.path, of),
      { requestId: randomUUID(), amountMinor, receivedOn: '2026-01-15', method: 'bank-transfer' },
      { as: s.auth },
    );
  const source = ok<Answer>(await pay(overpaid)).payment;
  const apply = (amountMinor: number, over: object = {}, of = second.id, as = s.auth) =>
    api.post(url(R.applyClientCredit.path, of), { requestId: randomUUID(), amountMinor, ...over }, { as });
  const creditOf = async (of = second.id) =>
    ok<{ amountMinor: number }>(await api.get(url(R.getInvoiceClientCredit.path, of), { as: s.auth }))
      .amountMinor;
  const clientCredit = async () =>
    ok<{ credit: unknown }>(await api.get(fillPath(R.getClientDocuments.path, { clientId }), { as: s.auth }))
      .credit;
  const used = async () => {
    const result = await api.deps.db.execute(
      sql`select credit_used_minor as used from payments where client_id = ${clientId} and credit_minor > 0 order by created_at`,
    );
    return (result as unknown as { rows: { used: string | number }[] }).rows.map((row) => Number(row.used));
  };
  return { ...s, clientId, lead, first, second, source, pay, apply, creditOf, clientCredit, used };
}

describe("applying a client's credit to another invoice", () => {
  it('pays the invoice from the credit, in part then the rest; the credit, state and activity follow', async ({
    api,
  }) => {
    const { lead, second, apply, creditOf, clientCredit, used } = await setUp(api);
    expect(await creditOf()).toBe(20000);

    const part = ok<Answer>(await apply(5000));
    expect(part.payment).toMatchObject({
      amountMinor: 5000,
      appliedMinor: 5000,
      creditMinor: 0,
      method: 'client-credit',
    });
    expect(part.invoice).toMatchObject({
      id: second.id,
      status: 'partially-paid',
      paidMinor: 5000,
      balanceMinor: 295000,
    });
    expect([await creditOf(), await clientCredit(), await used()]).toEqual([
      15000,
      [{ currency: 'USD', amountMinor: 15000 }],
      [5000],
    ]);

    ok(await apply(15000));
    expect([await creditOf(), await clientCredit(), await used()]).toEqual([0, [], [20000]]);
    const none = await apply(1);
    expect([none.statusCode, none.json().errorMessage]).toEqual([
      409,
      'The client has no credit in USD to apply.',
    ]);
    const entries = await api.deps.db.execute(
      sql`select action from activity where subject_id = ${lead.id} and action = 'credit applied'`,
    );
    expect((entries as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('takes the oldest credit first; refuses more than the credit or the balance by field, and a settled invoice', async ({
    api,
  }) => {
    const { auth, lead, first, second, pay, apply, creditOf, used } = await setUp(api);
    const tooMuch = await apply(20001);
    expect([tooMuch.statusCode, tooMuch.json().data.fields]).toEqual([
      400,
      { amountMinor: "This is more than the client's credit ($200.00)." },
    ]);
    // A second overpayment, later: 300.00 more of credit.
    const third = await issued(api, auth, lead.id);
    ok(await pay(330000, third.id));
    expect(await creditOf()).toBe(50000);

    ok(await apply(25000));
    expect(await used()).toEqual([20000, 5000]);
    // 50.00 left on the second invoice, 250.00 of credit: the balance is the limit.
    ok(await pay(270000, second.id));
    const overBalance = await apply(5001);
    expect([overBalance.statusCode, overBalance.json().data.fields]).toEqual([
      400,
      { amountMinor: 'This is more than the balance ($50.00).' },
    ]);
    const settled = await apply(100, {}, first.id);
    expect([settled.statusCode, settled.json().errorMessage]).toEqual([
      409,
      'Nothing is owed on this invoice: it is paid or credited in full.',
    ]);
    expect(ok<Answer>(await apply(5000)).invoice).toMatchObject({ status: 'paid', balanceMinor: 0 });
    expect(await used()).toEqual([20000, 10000]);
  });

  it('never uses more credit than there is when applied twice at once, and applies once per request id', async ({
    api,
  }) => {
    const { auth, lead, apply, creditOf, used } = await setUp(api);
    const third = await issued(api, auth, lead.id);
    const both = await Promise.all([apply(15000), apply(15000, {}, third.id)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect([await creditOf(), await used()]).toEqual([5000, [15000]]);

    const requestId = randomUUID();
    const twins = await Promise.all([
      apply(3000, { requestId }),
      apply(3000, { requestId }),
      apply(3000, { requestId }),
    ]);
    const ids = new Set(twins.map((res) => ok<Answer>(res).payment.id));
    expect(ids.size).toBe(1);
    const later = ok<Answer>(await apply(3000, { requestId }));
    expect(later.payment.id).toBe([...ids][0]);
    expect([await creditOf(), await used()]).toEqual([2000, [18000]]);
    const resent = await apply(1000, { requestId });
    expect([resent.statusCode, resent.json().errorCode]).toEqual([422, 'IdempotencyKeyReused']);
  });

  it("keeps another company's invoices and credit out of reach", async ({ api }) => {
    const { second, apply, creditOf } = await setUp(api);
    const stranger = await studio(api);
    expect((await apply(1000, {}, second.id, stranger.auth)).statusCode).toBe(404);
    expect(
      (await api.get(url(R.getInvoiceClientCredit.path, second.id), { as: stranger.auth })).statusCode,
    ).toBe(404);
    // The stranger's own client has no credit: ours is not theirs to use.
    const lead = await createRecord(api, stranger.auth, {
      clientIds: [await client(api, stranger.companyId, 'Anna', 'Berg')],
    });
    const theirs = await issued(api, stranger.auth, lead.id);
    expect((await apply(1000, {}, theirs.id, stranger.auth)).statusCode).toBe(409);
    expect(await creditOf()).toBe(20000);
  });

  it('refunds of the paying payment give back only its unused credit; a payment made from credit is not refunded', async ({
    api,
  }) => {
    const { auth, first, source, apply, creditOf } = await setUp(api);
    const refund = (amountMinor: number, of = source.id) =>
      api.post(
        url(R.refundPayment.path, of),
        { requestId: randomUUID(), amountMinor, refundedOn: '2026-01-16', reason: 'Returned by transfer' },
        { as: auth },
      );
    // 20.00 of the credit went back to the client: 180.00 is left to apply.
    ok(await refund(2000));
    expect(await creditOf()).toBe(18000);
    expect((await apply(18001)).statusCode).toBe(400);
    const applied = ok<Answer>(await apply(15000)).payment;
    // 150.00 of its 3,200.00 paid the second invoice and 20.00 went back: 3,030.00 is left to give back.
    expect((await refund(303001)).statusCode).toBe(400);
    // The last 30.00 of credit goes back first, then 70.00 of what paid the first invoice.
    const back = ok<Answer>(await refund(10000));
    expect(back.invoice).toMatchObject({ id: first.id, status: 'partially-paid', paidMinor: 293000 });
    expect(await creditOf()).toBe(0);

    const fromCredit = await refund(1000, applied.id);
    expect([fromCredit.statusCode, fromCredit.json().errorMessage]).toEqual([
      409,
      "This payment was made from the client's credit; record a credit note or refund the original payment.",
    ]);
  });
});
