import { ApiRoutes as R, fillPath, type Invoice } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';

type Auth = Record<string, string>;
const url = (path: string, id: string) => fillPath(path, { id });
const half = (date: string) =>
  ({ amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'fixed-date', date } }) as const;
const balanceOn = (date: string) =>
  ({ amount: { kind: 'balance' }, due: { kind: 'fixed-date', date } }) as const;

async function sentInvoice(api: Api) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, {
    clientIds: [await client(api, s.companyId, 'Anna', 'Berg')],
  });
  const content = {
    title: 'Wedding',
    lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 200000 }],
    schedule: { instalments: [half('2999-01-01'), balanceOn('2999-06-01')] },
  };
  const draft = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
    .data as Invoice;
  const sent = await api.post(
    url(R.sendInvoice.path, draft.id),
    { updatedAt: draft.updatedAt, email: false },
    { as: s.auth },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const another = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
    .data;
  return { ...s, draft: another as Invoice, invoice: sent.json().data as Invoice };
}

const change = (api: Api, auth: Auth, invoice: Invoice, schedule: object) =>
  api.put(
    url(R.changeInvoiceSchedule.path, invoice.id),
    { updatedAt: invoice.updatedAt, schedule },
    { as: auth },
  );

describe("changing an issued invoice's schedule", () => {
  it('changes the instalments and the due days of a sent invoice, keeping its number, lines and total', async ({
    api,
  }) => {
    const { auth, invoice } = await sentInvoice(api);
    const res = await change(api, auth, invoice, {
      instalments: [half('2020-01-01'), balanceOn('2999-09-01')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().data as Invoice;
    expect([changed.number, changed.totalMinor, changed.content]).toEqual([
      invoice.number,
      invoice.totalMinor,
      invoice.content,
    ]);
    expect(changed.instalments.map((i) => [i.amountMinor, i.dueOn, i.state])).toEqual([
      [100000, '2020-01-01', 'overdue'],
      [100000, '2999-09-01', 'upcoming'],
    ]);
    expect([changed.status, changed.dueOn]).toEqual(['overdue', '2999-09-01']);
    // The lists read the new next due day at once.
    const overdue = (await api.get(`${R.listInvoices.path}?filter=overdue`, { as: auth })).json().data
      .rows as Invoice[];
    expect(overdue.map((r) => r.id)).toEqual([invoice.id]);
    // The version rule: the page loaded before the change is stale.
    expect((await change(api, auth, invoice, { instalments: [balanceOn('2999-01-01')] })).statusCode).toBe(
      409,
    );
  });

  it('refuses a rule without a balance, a draft and a void invoice', async ({ api }) => {
    const { auth, invoice, draft } = await sentInvoice(api);
    const bad = await change(api, auth, invoice, { instalments: [half('2999-01-01')] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('ValidationFailed');
    expect(
      (await change(api, auth, draft, { instalments: [balanceOn('2999-01-01')] })).json().errorMessage,
    ).toBe("A draft's schedule is part of its content: edit the draft instead.");

    const voided = await api.post(
      url(R.voidInvoice.path, invoice.id),
      { updatedAt: invoice.updatedAt, reason: 'Issued twice' },
      { as: auth },
    );
    expect(
      (await change(api, auth, voided.json().data, { instalments: [balanceOn('2999-01-01')] })).json()
        .errorMessage,
    ).toBe('Only a sent invoice that is not void can have its schedule changed.');
  });

  it('refuses once the first instalment is paid in full', async ({ api }) => {
    const { auth, invoice } = await sentInvoice(api);
    // Payments arrive with the portal (issue 33): recorded straight in the row here.
    await api.deps.db.execute(sql`update invoices set paid_minor = 100000 where id = ${invoice.id}`);
    const fresh = (await api.get(url(R.getInvoice.path, invoice.id), { as: auth })).json().data as Invoice;
    const paid = await change(api, auth, fresh, { instalments: [balanceOn('2999-01-01')] });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errorMessage).toBe(
      'Its first instalment is paid, so the schedule can no longer change.',
    );
  });
});
