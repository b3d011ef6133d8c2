import { ApiRoutes as R, fillPath, type Quote, type QuoteContentInput } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { quoteVersions } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { onPlan, secondCompanyBehind } from '../../test/factories.ts';
import { client, createRecord, jobPath, studio } from '../../test/job-factories.ts';

type Auth = Record<string, string>;
const url = (path: string, id: string) => fillPath(path, { id });

const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const fullDay = { name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 250000, taxes: [vat] };
const fixed = (over: Partial<Extract<QuoteContentInput, { kind: 'fixed' }>> = {}): QuoteContentInput => ({
  kind: 'fixed',
  title: 'Wedding photography',
  lines: [
    fullDay,
    { name: 'Prints', quantityThousandths: 20000, unitPriceMinor: 1250, taxes: [vat] },
  ],
  ...over,
});
const pickAndChoose: QuoteContentInput = {
  kind: 'pick-and-choose',
  title: 'Choose your collection',
  packages: [
    { name: 'Bronze', priceMinor: 150000, taxes: [vat], items: [{ name: 'Six hours', quantityThousandths: 1000 }] },
    { name: 'Silver', priceMinor: 220000, taxes: [vat] },
    { name: 'Gold', priceMinor: 300000, taxes: [vat] },
  ],
  addOns: [
    { name: 'Album', unitPriceMinor: 60000, taxes: [vat], minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 },
    { name: 'Extra hour', unitPriceMinor: 20000, taxes: [vat], minQuantity: 0, maxQuantity: 4, defaultQuantity: 1 },
  ],
  schedules: [
    { name: 'Pay in full', rule: { instalments: [{ amount: { kind: 'balance' }, due: { kind: 'on-acceptance' } }] } },
    {
      name: 'Deposit and balance',
      rule: {
        instalments: [
          { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
          {
            amount: { kind: 'balance' },
            due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
          },
        ],
      },
    },
  ],
};

async function leadOf(api: Api) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
  return { ...s, lead };
}

async function created(api: Api, auth: Auth, jobId: string, content: QuoteContentInput = fixed()) {
  const res = await api.post(R.createQuote.path, { jobId, content }, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Quote;
}

const act = async (api: Api, auth: Auth, path: string, quote: Quote, body: object = {}) => {
  const res = await api.post(url(path, quote.id), { updatedAt: quote.updatedAt, ...body }, { as: auth });
  return res;
};
const ok = async (res: Awaited<ReturnType<Api['post']>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Quote;
};

describe('quotes', () => {
  it('prices a fixed quote in the company currency, numbers quotes per company, and lists them on the record', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const first = await created(api, auth, lead.id);
    expect(first).toMatchObject({
      number: 1,
      kind: 'fixed',
      status: 'draft',
      version: 1,
      jobId: lead.id,
      jobStage: 'lead',
      sentVersion: null,
      // 2,500.00 + 20 × 12.50 = 2,750.00, with 20% VAT on top.
      totals: { subtotalMinor: 275000, taxMinor: 55000, totalMinor: 330000 },
      totalMinor: 330000,
    });
    const second = await created(api, auth, lead.id, fixed({ title: 'Engagement' }));
    expect(second.number).toBe(2);
    const docs = await api.get(jobPath(R.listJobDocuments.path, lead.id), { as: auth });
    expect(docs.json().data.quotes.map((q: Quote) => [q.number, q.title, q.status])).toEqual([
      [1, 'Wedding photography', 'draft'],
      [2, 'Engagement', 'draft'],
    ]);
    const profile = await api.get(jobPath(R.getJob.path, lead.id), { as: auth });
    expect(profile.json().data.counts.documents).toBe(2);
  });

  it('edits a draft in place, and makes a new version of a sent quote while the sent one stays as it was', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const draft = await created(api, auth, lead.id);
    const edited = await ok(
      await api.put(url(R.updateQuote.path, draft.id), { updatedAt: draft.updatedAt, content: fixed({ title: 'Full day' }) }, { as: auth }),
    );
    expect([edited.version, edited.title, edited.versions.length]).toEqual([1, 'Full day', 1]);

    const sent = await ok(await act(api, auth, R.sendQuote.path, edited));
    expect([sent.status, sent.sentVersion]).toEqual(['sent', 1]);
    const revised = await ok(
      await api.put(
        url(R.updateQuote.path, sent.id),
        { updatedAt: sent.updatedAt, content: fixed({ title: 'Full day, revised', lines: [fullDay] }) },
        { as: auth },
      ),
    );
    expect([revised.version, revised.status, revised.sentVersion, revised.totals.totalMinor]).toEqual([2, 'draft', 1, 300000]);
    const v1 = await api.get(`${url(R.getQuoteVersion.path, sent.id)}?version=1`, { as: auth });
    expect(v1.json().data).toMatchObject({ version: 1, content: { title: 'Full day' }, totalMinor: 330000 });
    expect(v1.json().data.sentAt).not.toBeNull();

    // The page that loaded version 1 is stale now.
    const stale = await api.put(
      url(R.updateQuote.path, sent.id),
      { updatedAt: sent.updatedAt, content: fixed({ title: 'Lost edit' }) },
      { as: auth },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');
  });

  it('records an acceptance of a pick-and-choose quote with its choice, and then freezes it (the database too)', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const quote = await created(api, auth, lead.id, pickAndChoose);
    // The default choice: the first package and each add-on's default (one extra hour).
    expect(quote.totals.totalMinor).toBe((150000 + 20000) * 1.2);
    const sent = await ok(await act(api, auth, R.sendQuote.path, quote));

    const tooMany = await act(api, auth, R.acceptQuote.path, sent, { choice: { packages: [0, 1], addOnQuantities: [0, 0] } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.fields).toEqual({ 'choice.packages': 'Pick 1 package.' });
    const outOfBounds = await act(api, auth, R.acceptQuote.path, sent, { choice: { packages: [2], addOnQuantities: [3, 0] } });
    expect(outOfBounds.json().data.fields).toEqual({ 'choice.addOnQuantities.0': 'Choose 0 to 2 of Album.' });

    const noSuchSchedule = await act(api, auth, R.acceptQuote.path, sent, {
      choice: { packages: [2], addOnQuantities: [1, 2] },
      schedule: 1.5,
    });
    expect(Object.keys(noSuchSchedule.json().data.fields)).toEqual(['schedule']);
    const accepted = await ok(
      await act(api, auth, R.acceptQuote.path, sent, { choice: { packages: [2], addOnQuantities: [1, 2] }, schedule: 1 }),
    );
    expect(accepted.acceptance!.schedule).toBe(1);
    expect(accepted.status).toBe('accepted');
    expect(accepted.acceptance).toMatchObject({ version: 1, by: 'studio', choice: { packages: [2], addOnQuantities: [1, 2] } });
    expect(accepted.acceptance!.byName).not.toBe('');
    expect(accepted.totals.totalMinor).toBe((300000 + 60000 + 2 * 20000) * 1.2);
    expect(accepted.totalMinor).toBe(accepted.totals.totalMinor);

    const edit = await api.put(url(R.updateQuote.path, quote.id), { updatedAt: accepted.updatedAt, content: pickAndChoose }, { as: auth });
    expect([edit.statusCode, edit.json().errorCode]).toEqual([409, 'Conflict']);
    const decline = await act(api, auth, R.declineQuote.path, accepted, { reason: 'Changed my mind' });
    expect(decline.statusCode).toBe(409);
    const refused = await api.deps.db
      .update(quoteVersions)
      .set({ totalMinor: 1 })
      .where(eq(quoteVersions.quoteId, quote.id))
      .then(() => null, (error: Error) => error);
    expect((refused?.cause as Error | undefined)?.message).toMatch(/accepted quote version cannot change/);
  });

  it('accepts only the version sent, declines with a reason, and deletes only what was never sent', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const draft = await created(api, auth, lead.id);
    const early = await act(api, auth, R.acceptQuote.path, draft);
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'Conflict']);

    const sent = await ok(await act(api, auth, R.sendQuote.path, draft));
    const deleteSent = await api.delete(url(R.deleteQuote.path, sent.id), { as: auth });
    expect(deleteSent.statusCode).toBe(409);
    const declined = await ok(await act(api, auth, R.declineQuote.path, sent, { reason: 'Booked another photographer' }));
    expect([declined.status, declined.declineReason]).toEqual(['declined', 'Booked another photographer']);

    const other = await created(api, auth, lead.id);
    const gone = await api.delete(url(R.deleteQuote.path, other.id), { as: auth });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await api.get(url(R.getQuote.path, other.id), { as: auth })).statusCode).toBe(404);
  });

  it('refuses an empty quote or a past expiry on send, and shows a sent quote past its expiry as expired', async ({
    api,
  }) => {
    const { auth, lead } = await leadOf(api);
    const empty = await created(api, auth, lead.id, fixed({ lines: [] }));
    const refused = await act(api, auth, R.sendQuote.path, empty);
    expect(refused.json().data.fields).toEqual({ content: 'Add at least one line before sending the quote.' });

    const past = await created(api, auth, lead.id, fixed({ expiresOn: '2020-01-01' }));
    const late = await act(api, auth, R.sendQuote.path, past);
    expect(Object.keys(late.json().data.fields)).toEqual(['content.expiresOn']);

    const quote = await created(api, auth, lead.id, fixed({ expiresOn: '2999-01-01' }));
    const sent = await ok(await act(api, auth, R.sendQuote.path, quote));
    await api.deps.db.execute(`update quotes set expires_on = '2020-01-01' where id = '${sent.id}'`);
    const read = (await api.get(url(R.getQuote.path, sent.id), { as: auth })).json().data as Quote;
    expect(read.status).toBe('expired');
    const accept = await act(api, auth, R.acceptQuote.path, read);
    expect(accept.statusCode).toBe(409);
  });

  it('answers bad input with field errors: arithmetic, kinds, bounds, a job of another company', async ({ api }) => {
    const { auth, lead } = await leadOf(api);
    const other = await leadOf(api);
    const post = (body: object) => api.post(R.createQuote.path, body, { as: auth });

    const discount = await post({
      jobId: lead.id,
      content: fixed({ lines: [{ name: 'x', quantityThousandths: 1000, unitPriceMinor: 100, discount: { kind: 'amount', amountMinor: 101 } }] }),
    });
    expect(discount.statusCode).toBe(400);
    expect(Object.keys(discount.json().data.fields)).toEqual(['content.lines.0.discount.amountMinor']);

    const amountOff = await post({ jobId: lead.id, content: { ...pickAndChoose, discount: { kind: 'amount', amountMinor: 1 } } });
    expect(Object.keys(amountOff.json().data.fields)).toEqual(['content.discount']);
    const picks = await post({ jobId: lead.id, content: { ...pickAndChoose, picks: { min: 2, max: 4 } } });
    expect(Object.keys(picks.json().data.fields)).toEqual(['content.picks']);
    const float = await post({ jobId: lead.id, content: fixed({ lines: [{ name: 'x', quantityThousandths: 1000, unitPriceMinor: 1.5 }] }) });
    expect(float.statusCode).toBe(400);

    const foreign = await post({ jobId: other.lead.id, content: fixed() });
    expect(foreign.statusCode).toBe(404);
    const theirs = await created(api, other.auth, other.lead.id);
    expect((await api.get(url(R.getQuote.path, theirs.id), { as: auth })).statusCode).toBe(404);
    const kind = await api.put(
      url(R.updateQuote.path, theirs.id),
      { updatedAt: theirs.updatedAt, content: pickAndChoose },
      { as: other.auth },
    );
    expect(Object.keys(kind.json().data.fields)).toEqual(['content.kind']);
  });

  it('keeps a lead with quotes in its company', async ({ api }) => {
    const s = await studio(api);
    await onPlan(api, s.form.email, 'MASTER');
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    await created(api, s.auth, lead.id);
    const { auth, second } = await secondCompanyBehind(api, s.auth, s.companyId);
    const move = await api.post(jobPath(R.moveJobToCompany.path, lead.id), { companyId: second }, { as: auth });
    expect(move.statusCode).toBe(409);
    expect(move.json().errorMessage).toMatch(/quotes/);
    // Moving its client would take the lead along: refused the same way, nothing moved.
    const clientId = lead.clients[0]!.id;
    const moveClient = await api.post(R.moveClient.path.replace(':clientId', clientId), { companyId: second }, { as: auth });
    expect([moveClient.statusCode, moveClient.json().errorMessage]).toEqual([409, expect.stringContaining('Smith wedding')]);
  });
});
