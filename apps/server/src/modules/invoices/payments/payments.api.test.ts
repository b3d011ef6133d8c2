import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, type Payment, type PaymentListRow, type PaymentRefund, type PaymentTotals } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';

type Auth = Record<string, string>;
type Res = Awaited<ReturnType<Api['post']>>;
const url = (path: string, id: string) => fillPath(path, { id });
const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const ok = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

// 2,500.00 + 20% VAT = 3,000.00: half on sending, the balance on a day far off.
async function issued(api: Api, auth: Auth, jobId: string, send = true) {
  const content = {
    title: 'Wedding',
    lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 250000, taxes: [vat] }],
    schedule: {
      instalments: [
        { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' }, label: 'Deposit' },
        { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-05-01' } },
      ],
    },
  };
  const draft = ok<Invoice>(await api.post(R.createInvoice.path, { jobId, content }, { as: auth }));
  if (!send) return draft;
  return ok<Invoice>(await api.post(url(R.sendInvoice.path, draft.id), { updatedAt: draft.updatedAt, email: false }, { as: auth }));
}

async function setUp(api: Api) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId, 'Anna', 'Berg')] });
  const invoice = await issued(api, s.auth, lead.id);
  const pay = (amountMinor: number, over: object = {}, of = invoice.id) =>
    api.post(
      url(R.recordPayment.path, of),
      { requestId: randomUUID(), amountMinor, receivedOn: '2026-01-15', method: 'bank-transfer', ...over },
      { as: s.auth },
    );
  const payments = async () => ok<{ rows: (Payment & { refunds: PaymentRefund[] })[] }>(await api.get(url(R.listInvoicePayments.path, invoice.id), { as: s.auth })).rows;
  const openBalance = async () =>
    (await api.get(R.getClient.path.replace(':clientId', lead.clients[0]!.id), { as: s.auth })).json().data
      .openBalanceCents as number;
  return { ...s, lead, invoice, pay, payments, openBalance };
}

describe('payments recorded by the studio', () => {
  it('pays the deposit first, then the balance; the state, the instalments and the client balance follow', async ({ api }) => {
    const { auth, invoice, pay, payments, openBalance } = await setUp(api);
    expect([invoice.status, await openBalance()]).toEqual(['sent', 300000]);

    const first = ok<{ payment: Payment; invoice: Invoice }>(await pay(150000, { reference: ' TR-881 ', note: 'Deposit by transfer' }));
    expect(first.payment).toMatchObject({ amountMinor: 150000, appliedMinor: 150000, creditMinor: 0, reference: 'TR-881', method: 'bank-transfer' });
    expect(first.invoice).toMatchObject({ status: 'partially-paid', paidMinor: 150000, balanceMinor: 150000, dueOn: '2999-05-01' });
    expect(first.invoice.instalments.map((i) => [i.label, i.paidMinor, i.state])).toEqual([
      ['Deposit', 150000, 'paid'],
      [null, 0, 'upcoming'],
    ]);
    expect(await openBalance()).toBe(150000);
    // Money received against it: it is not voided.
    const refused = await api.post(url(R.voidInvoice.path, invoice.id), { updatedAt: first.invoice.updatedAt, reason: 'x' }, { as: auth });
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([409, 'This invoice has payments: refund them before voiding it.']);

    // A part of the balance goes to the next instalment; the list keeps the order they came in.
    ok(await pay(100000, { method: 'cash', reference: '' }));
    const last = ok<{ invoice: Invoice }>(await pay(50000, { method: 'cheque' }));
    expect(last.invoice).toMatchObject({ status: 'paid', paidMinor: 300000, balanceMinor: 0 });
    expect((await payments()).map((p) => [p.method, p.amountMinor, p.reference])).toEqual([
      ['bank-transfer', 150000, 'TR-881'],
      ['cash', 100000, null],
      ['cheque', 50000, null],
    ]);
    expect(await openBalance()).toBe(0);
  });

  it('keeps what passes the balance as credit, never lost, and then refuses a payment on a settled invoice', async ({ api }) => {
    const { auth, lead, pay } = await setUp(api);
    const over = ok<{ payment: Payment; invoice: Invoice }>(await pay(320000));
    expect(over.payment).toMatchObject({ amountMinor: 320000, appliedMinor: 300000, creditMinor: 20000 });
    // The client's page: the payment, and the credit it left.
    const documents = ok<{ payments: { invoiceNumber: string; amountCents: number }[]; credit: unknown }>(
      await api.get(fillPath(R.getClientDocuments.path, { clientId: lead.clients[0]!.id }), { as: auth }),
    );
    expect(documents.payments.map((p) => [p.invoiceNumber, p.amountCents])).toEqual([['INV-0001', 320000]]);
    expect(documents.credit).toEqual([{ currency: 'USD', amountMinor: 20000 }]);
    expect(over.invoice).toMatchObject({ status: 'paid', balanceMinor: 0 });
    const again = await pay(100);
    expect([again.statusCode, again.json().errorMessage]).toEqual([409, 'Nothing is owed on this invoice: it is paid or credited in full.']);
  });

  it('records one payment for a request sent twice at once or again later; different requests at once add up', async ({ api }) => {
    const { pay, payments } = await setUp(api);
    const requestId = randomUUID();
    const twins = await Promise.all([pay(1000, { requestId }), pay(1000, { requestId }), pay(1000, { requestId })]);
    const ids = new Set(twins.map((res) => ok<{ payment: Payment }>(res).payment.id));
    expect(ids.size).toBe(1);
    const later = ok<{ payment: Payment; invoice: Invoice }>(await pay(1000, { requestId }));
    expect([later.payment.id, later.invoice.paidMinor]).toEqual([[...ids][0], 1000]);

    const many = await Promise.all(Array.from({ length: 6 }, () => pay(5000)));
    many.forEach((res) => ok(res));
    const rows = await payments();
    expect(rows).toHaveLength(7);
    expect(rows.reduce((sum, p) => sum + p.appliedMinor, 0)).toBe(31000);
  });

  it("takes money on a completed job's invoice, refuses a request id resent with other details, and keeps credit with the client it follows", async ({
    api,
  }) => {
    const { auth, companyId, pay } = await setUp(api);
    const job = await createRecord(api, auth, { stage: 'job', clientIds: [await client(api, companyId, 'Cleo', 'Dunn')] });
    const invoice = await issued(api, auth, job.id);
    const lone = await issued(api, auth, job.id);
    ok(await api.post(fillPath(R.completeJob.path, { id: job.id }), {}, { as: auth }));
    // The client pays after the wedding: a completed job's invoice still takes the money.
    const requestId = randomUUID();
    ok(await pay(300500, { requestId }, invoice.id));
    const resent = await pay(300, { requestId }, invoice.id);
    expect([resent.statusCode, resent.json().errorCode]).toEqual([422, 'IdempotencyKeyReused']);

    // Merged into another client, its credit goes with it.
    const kept = await client(api, companyId, 'Cleo', 'Dunn-Ray');
    const merged = await api.post(
      R.mergeClients.path.replace(':clientId', kept),
      { otherClientId: job.clients[0]!.id },
      { as: auth },
    );
    expect(merged.statusCode, merged.body).toBe(200);
    const documents = ok<{ credit: unknown }>(
      await api.get(fillPath(R.getClientDocuments.path, { clientId: kept }), { as: auth }),
    );
    expect(documents.credit).toEqual([{ currency: 'USD', amountMinor: 500 }]);

    // An invoice with no client has no one to keep credit for: at most its balance.
    // Its client deleted since (the key is set null), as a seed or an import may leave it.
    await api.deps.db.execute(sql`update invoices set client_id = null where id = ${lone.id}`);
    const over = await pay(300001, {}, lone.id);
    expect([over.statusCode, Object.keys(over.json().data.fields)]).toEqual([400, ['amountMinor']]);
    ok(await pay(300000, {}, lone.id));
  });

  it('refuses a draft, a void invoice, a day after today, and a request id already used for another invoice', async ({ api }) => {
    const { auth, lead, pay } = await setUp(api);
    const draft = await issued(api, auth, lead.id, false);
    expect((await pay(100, {}, draft.id)).statusCode).toBe(409);

    const toVoid = await issued(api, auth, lead.id);
    ok(await api.post(url(R.voidInvoice.path, toVoid.id), { updatedAt: toVoid.updatedAt, reason: 'Sent twice' }, { as: auth }));
    expect((await pay(100, {}, toVoid.id)).statusCode).toBe(409);

    const future = await pay(100, { receivedOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields).toEqual({ receivedOn: 'The day the money arrived cannot be after today.' });

    const other = await issued(api, auth, lead.id);
    const requestId = randomUUID();
    ok(await pay(100, { requestId }));
    const reused = await pay(100, { requestId }, other.id);
    expect(reused.statusCode).toBe(409);
    const zero = await pay(0);
    expect(zero.statusCode).toBe(400);
  });

  it("lists the company's payments newest received first, pages them, totals the filter, and narrows by day, method and record", async ({ api }) => {
    const { auth, companyId, lead, pay } = await setUp(api);
    const other = await createRecord(api, auth, { clientIds: [await client(api, companyId, 'Ben', 'Cole')] });
    const second = await issued(api, auth, other.id);
    ok(await pay(10000, { receivedOn: '2026-01-10', method: 'cash' }));
    ok(await pay(20000, { receivedOn: '2026-01-12' }));
    ok(await pay(30000, { receivedOn: '2026-01-12', method: 'cheque' }, second.id));
    ok(await pay(40000, { receivedOn: '2026-01-20' }, second.id));
    type Page = { rows: PaymentListRow[]; nextCursor: string | null; totals: PaymentTotals | null };
    const list = async (query: string) => ok<Page>(await api.get(`${R.listPayments.path}?${query}`, { as: auth }));

    const first = await list('limit=3');
    expect(first.rows.map((r) => [r.receivedOn, r.amountMinor, r.invoiceNumber, r.clientName])).toEqual([
      ['2026-01-20', 40000, 'INV-0002', 'Ben Cole'],
      expect.arrayContaining(['2026-01-12']),
      expect.arrayContaining(['2026-01-12']),
    ]);
    expect(first.rows[0]).toMatchObject({ jobId: other.id, jobStage: 'lead', method: 'bank-transfer' });
    expect(first.totals).toEqual([{ currency: 'USD', count: 4, amountMinor: 100000, creditMinor: 0, refundedMinor: 0 }]);
    const rest = await list(`limit=3&cursor=${first.nextCursor}`);
    expect([rest.rows.map((r) => r.amountMinor), rest.nextCursor, rest.totals]).toEqual([[10000], null, null]);
    // The two of the same day come once each across the pages.
    expect(new Set([...first.rows, ...rest.rows].map((r) => r.id)).size).toBe(4);

    expect((await list('from=2026-01-11&to=2026-01-12')).totals).toEqual([
      { currency: 'USD', count: 2, amountMinor: 50000, creditMinor: 0, refundedMinor: 0 },
    ]);
    expect((await list('method=cash')).rows.map((r) => r.amountMinor)).toEqual([10000]);
    const ofRecord = await list(`jobId=${lead.id}`);
    expect([ofRecord.rows.map((r) => r.amountMinor), ofRecord.totals?.[0]?.count]).toEqual([[20000, 10000], 2]);
    // The filter as a CSV file: every payment it holds, amounts in the currency's digits, formulas defused.
    ok(await pay(500, { receivedOn: '2026-01-05', method: 'other', reference: '=HYPERLINK("x")' }));
    const csv = await api.get(`${R.exportPayments.path}?to=2026-01-10`, { as: auth });
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe(
      'Received,Client,Invoice,Record,Method,Reference,Note,Amount,Kept as credit,Refunded,State,Currency,Recorded at',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 9).join(','))).toEqual([
      '2026-01-10,Anna Berg,INV-0001,Smith wedding,cash,,,100.00,0.00',
      '2026-01-05,Anna Berg,INV-0001,Smith wedding,other,"\'=HYPERLINK(""x"")",,5.00,0.00',
    ]);
    // Another company sees none of them; a forged cursor is a 400, never a 500.
    const stranger = await studio(api);
    expect(ok<Page>(await api.get(R.listPayments.path, { as: stranger.auth })).rows).toEqual([]);
    expect((await api.get(`${R.listPayments.path}?cursor=bm9wZQ`, { as: auth })).statusCode).toBe(400);
  });

  it("refunds the payment's credit first, then what paid the invoice, whose balance and state follow; once per request", async ({ api }) => {
    const { auth, pay, payments, openBalance } = await setUp(api);
    const over = ok<{ payment: Payment }>(await pay(320000)).payment;
    const refund = (amountMinor: number, over2: object = {}, of = over.id) =>
      api.post(
        url(R.refundPayment.path, of),
        { requestId: randomUUID(), amountMinor, refundedOn: '2026-01-16', reason: 'Returned by transfer', ...over2 },
        { as: auth },
      );
    type Answer = { payment: Payment; invoice: Invoice };
    // 200.00 of credit goes back first: the invoice stays paid.
    const first = ok<Answer>(await refund(15000));
    expect(first.payment).toMatchObject({ refundedMinor: 15000, state: 'partially-refunded' });
    expect(first.invoice).toMatchObject({ status: 'paid', paidMinor: 300000 });
    // 100.00 more: the last 50.00 of credit, then 50.00 of what paid the invoice.
    const requestId = randomUUID();
    const [a, b] = await Promise.all([refund(10000, { requestId }), refund(10000, { requestId })]);
    expect(ok<Answer>(a).payment.refundedMinor).toBe(25000);
    expect(ok<Answer>(b).payment.refundedMinor).toBe(25000);
    const after = ok<Answer>(await refund(10000, { requestId }));
    expect(after.invoice).toMatchObject({ status: 'partially-paid', paidMinor: 295000, balanceMinor: 5000 });
    expect(await openBalance()).toBe(5000);

    const tooMuch = await refund(295001);
    expect([tooMuch.statusCode, Object.keys(tooMuch.json().data.fields)]).toEqual([400, ['amountMinor']]);
    const early = await refund(100, { refundedOn: '2026-01-14' });
    expect(Object.keys(early.json().data.fields)).toEqual(['refundedOn']);
    const all = ok<Answer>(await refund(295000));
    expect(all.payment.state).toBe('refunded');
    expect(all.invoice).toMatchObject({ status: 'sent', paidMinor: 0, balanceMinor: 300000 });
    const listed = (await payments())[0]!;
    expect(listed.refunds.map((r) => r.amountMinor)).toEqual([15000, 10000, 295000]);
    expect(listed.refunds[0]!.reason).toBe('Returned by transfer');
    const filtered = ok<{ rows: PaymentListRow[]; totals: PaymentTotals }>(await api.get(`${R.listPayments.path}?state=refunded`, { as: auth }));
    expect(filtered.totals).toEqual([{ currency: 'USD', count: 1, amountMinor: 320000, creditMinor: 20000, refundedMinor: 320000 }]);

    // A request id resent with other details, or for another payment, is not a retry.
    const resent = await refund(20000, { requestId });
    expect([resent.statusCode, resent.json().errorCode]).toEqual([422, 'IdempotencyKeyReused']);
    const second = ok<{ payment: Payment }>(await pay(1, {}, over.invoiceId)).payment;
    expect((await refund(10000, { requestId }, second.id)).statusCode).toBe(409);

    // Another company's payment is not found.
    const stranger = await studio(api);
    const foreign = await api.post(
      url(R.refundPayment.path, over.id),
      { requestId: randomUUID(), amountMinor: 1, refundedOn: '2026-01-16', reason: 'x' },
      { as: stranger.auth },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
