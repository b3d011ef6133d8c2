import { ApiRoutes as R, fillPath, type Invoice, type InvoiceContentInput, type Quote } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, jobPath, studio } from '../../test/job-factories.ts';

type Auth = Record<string, string>;
type Res = Awaited<ReturnType<Api['post']>>;
const url = (path: string, id: string) => fillPath(path, { id });

const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const zero = { name: 'Exempt', rateMillionths: 0, compound: false };
const content = (over: Partial<InvoiceContentInput> = {}): InvoiceContentInput => ({
  title: 'Wedding photography',
  lines: [
    { name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 250000, taxes: [vat] },
    { name: 'Album', quantityThousandths: 1000, unitPriceMinor: 50000, taxes: [zero] },
  ],
  exemptionNote: 'Albums: exempt under art. 132',
  ...over,
});

async function leadOf(api: Api) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId, 'Anna', 'Berg')] });
  return { ...s, lead };
}

const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Invoice;
};

async function draft(api: Api, auth: Auth, jobId: string, over: Partial<InvoiceContentInput> = {}) {
  return ok(await api.post(R.createInvoice.path, { jobId, content: content(over) }, { as: auth }));
}
const send = (api: Api, auth: Auth, invoice: Invoice) =>
  api.post(url(R.sendInvoice.path, invoice.id), { updatedAt: invoice.updatedAt }, { as: auth });

describe('invoices', () => {
  it('keeps a draft without a number; sending issues the next number with the day, both parties and the tax per rate', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const first = await draft(api, auth, lead.id);
    expect(first).toMatchObject({ number: null, status: 'draft', issuedOn: null, seller: null, totalMinor: 350000 });
    expect(first.totals.taxes).toEqual([
      { ...vat, taxableMinor: 250000, taxMinor: 50000 },
      { ...zero, taxableMinor: 50000, taxMinor: 0 },
    ]);

    const issued = ok(await send(api, auth, first));
    expect(issued).toMatchObject({ number: 'INV-0001', status: 'sent', balanceMinor: 350000 });
    expect(issued.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(issued.seller!.name).not.toBe('');
    expect(issued.buyer).toMatchObject({ name: 'Anna Berg', email: 'anna.berg@example.com' });
    // Due on issue when nothing else is said: one instalment for the whole total.
    expect(issued.instalments).toEqual([
      { label: null, amountMinor: 350000, dueOn: issued.issuedOn, paidMinor: 0, state: 'due' },
    ]);
    const second = ok(await send(api, auth, await draft(api, auth, lead.id)));
    expect(second.number).toBe('INV-0002');

    const edit = await api.put(url(R.updateInvoice.path, issued.id), { updatedAt: issued.updatedAt, content: content() }, { as: auth });
    expect([edit.statusCode, edit.json().errorCode]).toEqual([409, 'Conflict']);
    const again = await send(api, auth, issued);
    expect(again.statusCode).toBe(409);
    const refused = await api.deps.db
      .update(invoices)
      .set({ totalMinor: 1 })
      .where(eq(invoices.id, issued.id))
      .then(() => null, (error: Error) => error);
    expect((refused?.cause as Error | undefined)?.message).toMatch(/issued invoice cannot change/);
  });

  it('gives 20 invoices issued at once 20 consecutive numbers, none shared, none skipped', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(api, auth, lead.id, { title: `Invoice ${i}` }));
    const sent = await Promise.all(drafts.map((d) => send(api, auth, d)));
    const numbers = sent.map((res) => ok(res).number!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
  });

  it('voids an issued invoice and keeps its number; deletes a draft only', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const kept = await draft(api, auth, lead.id);
    const voidDraft = await api.post(url(R.voidInvoice.path, kept.id), { updatedAt: kept.updatedAt, reason: 'x' }, { as: auth });
    expect(voidDraft.statusCode).toBe(409);
    const issued = ok(await send(api, auth, kept));
    expect((await api.delete(url(R.deleteInvoice.path, issued.id), { as: auth })).statusCode).toBe(409);
    // The client's open balance (the clients list shows and filters by it) counts it until voided.
    const balance = async () =>
      (await api.get(R.getClient.path.replace(':clientId', lead.clients[0]!.id), { as: auth })).json().data
        .openBalanceCents;
    expect(await balance()).toBe(350000);
    const voided = ok(
      await api.post(url(R.voidInvoice.path, issued.id), { updatedAt: issued.updatedAt, reason: 'Wrong client' }, { as: auth }),
    );
    expect(voided).toMatchObject({ status: 'void', number: 'INV-0001', voidReason: 'Wrong client' });
    expect(await balance()).toBe(0);
    // The next one does not reuse the voided number.
    expect(ok(await send(api, auth, await draft(api, auth, lead.id))).number).toBe('INV-0002');

    const other = await draft(api, auth, lead.id);
    expect((await api.delete(url(R.deleteInvoice.path, other.id), { as: auth })).statusCode).toBe(200);
    expect((await api.get(url(R.getInvoice.path, other.id), { as: auth })).statusCode).toBe(404);
  });

  it('numbers in the company pattern with the year, skips ahead on request, and never goes back to an issued number', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const put = (body: object) => api.put(R.updateInvoiceNumbering.path, body, { as: auth });
    const initial = (await api.get(R.getInvoiceNumbering.path, { as: auth })).json().data;
    expect(initial).toEqual({ pattern: 'INV-{NUMBER:4}', nextNumber: 1, resetYearly: false, preview: 'INV-0001' });

    const saved = await put({ pattern: 'F{YYYY}-{NUMBER:3}', nextNumber: 41, resetYearly: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(saved.json().data.preview).toMatch(new RegExp(`^F(${year}|${year + 1}|${year - 1})-041$`));
    const issued = ok(await send(api, auth, await draft(api, auth, lead.id)));
    expect(issued.number).toBe(saved.json().data.preview);

    const back = await put({ pattern: 'F{YYYY}-{NUMBER:3}', nextNumber: 12, resetYearly: true });
    expect(back.statusCode).toBe(400);
    expect(Object.keys(back.json().data.fields)).toEqual(['nextNumber']);
    const noYear = await put({ pattern: 'F-{NUMBER}', nextNumber: 1, resetYearly: true });
    expect(Object.keys(noYear.json().data.fields)).toEqual(['pattern']);
    const garbage = await put({ pattern: 'F-{NUMBER}{NUMBER}', nextNumber: 1, resetYearly: false });
    expect(garbage.statusCode).toBe(400);
  });

  it('makes an invoice from an accepted pick-and-choose quote: the chosen lines and the chosen schedule', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const quoteContent = {
      kind: 'pick-and-choose',
      title: 'Collections',
      packages: [
        { name: 'Silver', priceMinor: 200000, taxes: [vat], items: [{ name: 'Six hours', quantityThousandths: 1000 }] },
        { name: 'Gold', priceMinor: 300000, taxes: [vat] },
      ],
      addOns: [{ name: 'Album', unitPriceMinor: 50000, maxQuantity: 2 }],
      schedules: [
        {
          name: 'Deposit and balance',
          rule: {
            instalments: [
              { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
              { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-06-01' } },
            ],
          },
        },
      ],
    };
    let quote = (await api.post(R.createQuote.path, { jobId: lead.id, content: quoteContent }, { as: auth })).json().data as Quote;
    const make = (q: Quote, extra = {}) =>
      api.post(url(R.makeInvoiceFromQuote.path, q.id), { updatedAt: q.updatedAt, ...extra }, { as: auth });
    expect((await make(quote)).statusCode).toBe(409);
    quote = (await api.post(url(R.sendQuote.path, quote.id), { updatedAt: quote.updatedAt }, { as: auth })).json().data;
    quote = (
      await api.post(
        url(R.acceptQuote.path, quote.id),
        { updatedAt: quote.updatedAt, choice: { packages: [0], addOnQuantities: [2] } },
        { as: auth },
      )
    ).json().data;

    const invoice = ok(await make(quote));
    expect(invoice.quoteId).toBe(quote.id);
    expect(invoice.content.lines.map((l) => [l.name, l.quantityThousandths, l.unitPriceMinor])).toEqual([
      ['Silver', 1000, 200000],
      ['Album', 2000, 50000],
    ]);
    expect(invoice.content.lines[0]!.description).toBe('1 × Six hours');
    expect(invoice.totalMinor).toBe(quote.acceptance!.totalMinor);
    const issued = ok(await send(api, auth, invoice));
    expect(issued.instalments.map((i) => [i.amountMinor, i.dueOn])).toEqual([
      [issued.totalMinor / 2, issued.issuedOn],
      [issued.totalMinor / 2, '2999-06-01'],
    ]);
    expect(issued.dueOn).toBe('2999-06-01');

    const docs = (await api.get(jobPath(R.listJobDocuments.path, lead.id), { as: auth })).json().data;
    expect(docs.invoices.map((i: Invoice) => i.number)).toEqual([issued.number]);
    // The client's history lists the quote and the invoice of its lead, last changed first.
    const clientDocs = await api.get(R.getClientDocuments.path.replace(':clientId', lead.clients[0]!.id), { as: auth });
    expect(clientDocs.json().data.documents.map((d: { kind: string; number: string }) => [d.kind, d.number])).toEqual([
      ['invoice', issued.number],
      ['quote', '1'],
    ]);
  });

  it('reads an issued invoice past its due day as overdue, and lists by filter, newest first, in pages', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const late = ok(await send(api, auth, await draft(api, auth, lead.id, { dueOn: '2020-01-01', title: 'Late' })));
    expect(late.status).toBe('overdue');
    expect(late.instalments[0]!.state).toBe('overdue');
    await draft(api, auth, lead.id, { title: 'Draft' });
    ok(await send(api, auth, await draft(api, auth, lead.id, { dueOn: '2999-01-01', title: 'Open' })));

    const list = async (query: string) =>
      (await api.get(`${R.listInvoices.path}?${query}`, { as: auth })).json().data as {
        rows: Invoice[];
        nextCursor: string | null;
      };
    expect((await list('filter=overdue')).rows.map((r) => r.title)).toEqual(['Late']);
    expect((await list('filter=open')).rows.map((r) => r.title)).toEqual(['Open', 'Late']);
    expect((await list('filter=draft')).rows.map((r) => r.title)).toEqual(['Draft']);
    const first = await list('limit=2');
    expect(first.rows.map((r) => r.title)).toEqual(['Open', 'Draft']);
    const rest = await list(`limit=2&cursor=${first.nextCursor}`);
    expect([rest.rows.map((r) => r.title), rest.nextCursor]).toEqual([['Late'], null]);
    expect((await api.get(`${R.listInvoices.path}?cursor=forged`, { as: auth })).statusCode).toBe(400);
  });

  it("refuses another company's record and invoice, and arithmetic it cannot do, by field", async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const other = await leadOf(api);
    const foreign = await api.post(R.createInvoice.path, { jobId: other.lead.id, content: content() }, { as: auth });
    expect(foreign.statusCode).toBe(404);
    const theirs = await draft(api, other.auth, other.lead.id);
    expect((await api.get(url(R.getInvoice.path, theirs.id), { as: auth })).statusCode).toBe(404);
    const bad = await api.post(
      R.createInvoice.path,
      {
        jobId: lead.id,
        content: content({ lines: [{ name: 'x', quantityThousandths: 1000, unitPriceMinor: 5, discount: { kind: 'amount', amountMinor: 6 } }] }),
      },
      { as: auth },
    );
    expect(Object.keys(bad.json().data.fields)).toEqual(['content.lines.0.discount.amountMinor']);
    const empty = await draft(api, auth, lead.id, { lines: [] });
    expect(Object.keys((await send(api, auth, empty)).json().data.fields)).toEqual(['content.lines']);
  });
});
