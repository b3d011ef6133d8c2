import { ApiRoutes as R, fillPath, type Invoice, type InvoiceContentInput } from '@focal/contracts';
import type { CreditNote, InvoiceCredits } from '@focal/contracts/invoices/credit-notes';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { creditNotes } from '../../../db/schema.ts';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';

type Auth = Record<string, string>;
type Res = Awaited<ReturnType<Api['post']>>;
const url = (path: string, id: string) => fillPath(path, { id });

const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
// 2,500.00 + 20% VAT and 3 prints of 100.00 + VAT: 3,000.00 + 360.00 = 3,360.00.
const content = (over: Partial<InvoiceContentInput> = {}): InvoiceContentInput => ({
  title: 'Wedding photography',
  lines: [
    { name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 250000, taxes: [vat] },
    { name: 'Prints', quantityThousandths: 3000, unitPriceMinor: 10000, taxes: [vat] },
  ],
  schedule: {
    instalments: [
      { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' }, label: 'Deposit' },
      { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-05-01' } },
    ],
  },
  ...over,
});

const ok = <T = Invoice>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

async function issued(api: Api, auth: Auth, jobId: string) {
  const draft = ok(await api.post(R.createInvoice.path, { jobId, content: content() }, { as: auth }));
  return ok(await api.post(url(R.sendInvoice.path, draft.id), { updatedAt: draft.updatedAt, email: false }, { as: auth }));
}

async function setUp(api: Api) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId, 'Anna', 'Berg')] });
  const invoice = await issued(api, s.auth, lead.id);
  const get = async () => ok(await api.get(url(R.getInvoice.path, invoice.id), { as: s.auth }));
  const credit = async (body: object, of: Invoice = invoice) =>
    api.post(url(R.createCreditNote.path, of.id), { updatedAt: (await getOf(api, s.auth, of.id)).updatedAt, ...body }, { as: s.auth });
  const openBalance = async () =>
    (await api.get(R.getClient.path.replace(':clientId', lead.clients[0]!.id), { as: s.auth })).json().data
      .openBalanceCents as number;
  return { ...s, lead, invoice, get, credit, openBalance };
}
const getOf = async (api: Api, auth: Auth, id: string) => ok(await api.get(url(R.getInvoice.path, id), { as: auth }));

describe('credit notes', () => {
  it('credits part of an issued invoice as CN-0001 and the rest as CN-0002; the balances follow and it reads paid', async ({
    api,
  }) => {
    const { auth, invoice, get, credit, openBalance } = await setUp(api);
    expect(await openBalance()).toBe(336000);

    const first = ok<CreditNote>(
      await credit({ reason: 'One print was damaged', credit: { kind: 'lines', lines: [{ index: 1, quantityThousandths: 1000 }] } }),
    );
    expect(first).toMatchObject({
      number: 'CN-0001',
      invoiceNumber: 'INV-0001',
      totalMinor: 12000,
      taxMinor: 2000,
      reason: 'One print was damaged',
      buyer: { name: 'Anna Berg' },
    });
    expect(first.lines).toMatchObject([{ index: 1, name: 'Prints', quantityThousandths: 1000, baseMinor: 10000 }]);

    let after = await get();
    expect(after).toMatchObject({ creditedMinor: 12000, balanceMinor: 324000, status: 'sent' });
    expect(after.creditNotes).toMatchObject([{ number: 'CN-0001', totalMinor: 12000 }]);
    // Taken off the last instalment: the deposit is still due in full.
    expect(after.instalments.map((i) => i.amountMinor)).toEqual([168000, 156000]);
    expect(await openBalance()).toBe(324000);

    const left = ok<InvoiceCredits>(await api.get(url(R.listInvoiceCreditNotes.path, invoice.id), { as: auth }));
    expect(left.lines.map((l) => [l.remainingQuantityThousandths, l.remainingMinor])).toEqual([
      [1000, 250000],
      [2000, 20000],
    ]);

    const rest = ok<CreditNote>(await credit({ reason: 'Cancelled', credit: { kind: 'full' } }));
    expect(rest).toMatchObject({ number: 'CN-0002', totalMinor: 324000 });
    after = await get();
    expect(after).toMatchObject({ creditedMinor: 336000, balanceMinor: 0, status: 'paid' });
    expect(await openBalance()).toBe(0);
    // Nothing left: another full credit is refused, and the /payments list's open filter drops it.
    const again = await credit({ reason: 'Again', credit: { kind: 'full' } });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'Conflict']);
    const open = ok<{ rows: { id: string }[] }>(await api.get(`${R.listInvoices.path}?filter=open`, { as: auth }));
    expect(open.rows.map((r) => r.id)).not.toContain(invoice.id);

    // Issued notes never change, whatever code runs.
    const refused = await api.deps.db
      .update(creditNotes)
      .set({ totalMinor: 1 })
      .where(eq(creditNotes.id, first.id))
      .then(() => null, (error: Error) => error);
    expect((refused?.cause as Error | undefined)?.message).toMatch(/credit note cannot change/);
  });

  it('refuses over-crediting with the field and what is left, a stale version, and a draft or void invoice', async ({ api }) => {
    const { auth, lead, invoice, credit } = await setUp(api);
    const over = await credit({ reason: 'x', credit: { kind: 'lines', lines: [{ index: 1, quantityThousandths: 4000 }] } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { 'credit.lines.0.quantityThousandths': 'More than is left to credit on this line (3)' } },
    });
    const overAmount = await credit({ reason: 'x', credit: { kind: 'lines', lines: [{ index: 0, amountMinor: 250001 }] } });
    expect(overAmount.json().data.fields).toHaveProperty(['credit.lines.0.amountMinor']);
    const noLine = await credit({ reason: 'x', credit: { kind: 'lines', lines: [{ index: 5, amountMinor: 1 }] } });
    expect(noLine.json().data.fields).toHaveProperty(['credit.lines.0.index']);
    const noReason = await credit({ reason: ' ', credit: { kind: 'full' } });
    expect(noReason.json().data.fields).toHaveProperty(['reason']);
    const stale = await api.post(
      url(R.createCreditNote.path, invoice.id),
      { updatedAt: '2020-01-01T00:00:00.000Z', reason: 'x', credit: { kind: 'full' } },
      { as: auth },
    );
    expect(stale.json().errorCode).toBe('StaleVersion');

    const draft = ok(await api.post(R.createInvoice.path, { jobId: lead.id, content: content() }, { as: auth }));
    const ofDraft = await credit({ reason: 'x', credit: { kind: 'full' } }, draft);
    expect([ofDraft.statusCode, ofDraft.json().errorCode]).toEqual([409, 'Conflict']);

    const toVoid = await issued(api, auth, lead.id);
    ok(await api.post(url(R.voidInvoice.path, toVoid.id), { updatedAt: toVoid.updatedAt, reason: 'Wrong' }, { as: auth }));
    const ofVoid = await credit({ reason: 'x', credit: { kind: 'full' } }, toVoid);
    expect([ofVoid.statusCode, ofVoid.json().errorCode]).toEqual([409, 'Conflict']);

    // An invoice with a credit note is not voided (it would be corrected twice).
    ok(await credit({ reason: 'Print', credit: { kind: 'lines', lines: [{ index: 1, amountMinor: 500 }] } }));
    const latest = await getOf(api, auth, invoice.id);
    const voiding = await api.post(url(R.voidInvoice.path, invoice.id), { updatedAt: latest.updatedAt, reason: 'x' }, { as: auth });
    expect(voiding.statusCode).toBe(409);
  });

  it('gives notes issued at once for different invoices consecutive numbers, none shared, none skipped', async ({ api }) => {
    const { auth, lead } = await setUp(api);
    const invoices = [];
    for (let i = 0; i < 8; i++) invoices.push(await issued(api, auth, lead.id));
    const made = await Promise.all(
      invoices.map((invoice) =>
        api.post(url(R.createCreditNote.path, invoice.id), { updatedAt: invoice.updatedAt, reason: 'Cancelled', credit: { kind: 'full' } }, { as: auth }),
      ),
    );
    const numbers = made.map((res) => ok<CreditNote>(res).number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `CN-${String(i + 1).padStart(4, '0')}`));
  });

  it('prints a credit note: its number, the invoice it corrects, the reason and the total', async ({ api }) => {
    const { auth, credit } = await setUp(api);
    const note = ok<CreditNote>(await credit({ reason: 'Album cancelled', credit: { kind: 'full' } }));
    expect(ok<CreditNote>(await api.get(url(R.getCreditNote.path, note.id), { as: auth }))).toEqual(note);
    const res = await api.get(url(R.getCreditNotePdf.path, note.id), { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const words of ['Credit note CN-0001', 'Corrects invoice INV-0001', 'Reason: Album cancelled', '3,360.00'])
      expect(text).toContain(words);
    const again = await api.get(url(R.getCreditNotePdf.path, note.id), { as: auth });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('numbers notes in their own series, which the studio may set apart from the invoices and never take back', async ({ api }) => {
    const { auth, credit } = await setUp(api);
    const put = (body: object) => api.put(R.updateCreditNoteNumbering.path, body, { as: auth });
    expect(ok(await api.get(R.getCreditNoteNumbering.path, { as: auth }))).toEqual({
      pattern: 'CN-{NUMBER:4}',
      nextNumber: 1,
      resetYearly: false,
      preview: 'CN-0001',
    });
    const saved = ok<{ preview: string }>(await put({ pattern: 'CR-{NUMBER:3}', nextNumber: 7, resetYearly: false }));
    expect(saved.preview).toBe('CR-007');
    const note = ok<CreditNote>(await credit({ reason: 'Prints', credit: { kind: 'lines', lines: [{ index: 1, amountMinor: 500 }] } }));
    expect(note.number).toBe('CR-007');
    // The invoices' series is untouched; the notes' one moved on and cannot go back over CR-007.
    expect(ok<{ preview: string }>(await api.get(R.getInvoiceNumbering.path, { as: auth })).preview).toBe('INV-0002');
    const back = await put({ pattern: 'CR-{NUMBER:3}', nextNumber: 7, resetYearly: false });
    expect(back.statusCode).toBe(400);
    expect(back.json().data.fields).toEqual({
      nextNumber: 'CR-007 or a later credit note number of this series was already issued. Choose a next number past the last one issued.',
    });
    expect(ok<{ preview: string }>(await api.get(R.getCreditNoteNumbering.path, { as: auth })).preview).toBe('CR-008');
    // The invoices' pattern would give a credit note an invoice's number: refused on its field.
    const shared = await put({ pattern: 'INV-{NUMBER:4}', nextNumber: 9, resetYearly: false });
    expect([shared.statusCode, Object.keys(shared.json().data.fields)]).toEqual([400, ['pattern']]);
  });
});
