import {
  ApiRoutes as R,
  type Dashboard,
  fillPath,
  type Invoice,
  type InvoiceContentInput,
} from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { issuedInvoice } from '../../test/invoice-factories.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { refreshNextDue } from './service.ts';

type Auth = Record<string, string>;
const deposit = {
  amount: { kind: 'percent', basisPoints: 5000 },
  due: { kind: 'fixed-date', date: '2020-01-01' },
} as const;
const fortnightBefore = {
  amount: { kind: 'balance' },
  due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
} as const;

const issued = (api: Api, auth: Auth, jobId: string, content: Partial<InvoiceContentInput>) =>
  issuedInvoice(api, auth, jobId, content);

const moneyOf = async (api: Api, auth: Auth) =>
  ((await api.get(R.getDashboard.path, { as: auth })).json().data as Dashboard).money;
const overdueTitles = async (api: Api, auth: Auth) =>
  ((await api.get(`${R.listInvoices.path}?filter=overdue`, { as: auth })).json().data.rows as Invoice[]).map(
    (r) => r.title,
  );

describe("what is due and overdue (the invoices' next due day)", () => {
  it('reads an unpaid deposit past its day as overdue in the list and on the dashboard, though the balance is not due', async ({
    api,
  }) => {
    const { auth, companyId } = await studio(api);
    const lead = await createRecord(api, auth, { clientIds: [await client(api, companyId, 'Anna', 'Berg')] });
    const late = await issued(api, auth, lead.id, {
      title: 'Deposit late',
      schedule: {
        instalments: [
          deposit,
          { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-06-01' } },
        ],
      },
    });
    expect(late.status).toBe('overdue');
    await issued(api, auth, lead.id, { title: 'Not yet', dueOn: '2999-01-01' });
    const today = (await issued(api, auth, lead.id, { title: 'Due today' })).issuedOn;

    expect(await overdueTitles(api, auth)).toEqual(['Deposit late']);
    const money = await moneyOf(api, auth);
    expect(money).toMatchObject({
      open: { count: 3, balanceMinor: 3 * 120000 },
      overdue: { count: 1, balanceMinor: 120000 },
      dueSoon: { count: 1 },
    });
    expect(money.overdueInvoices.map((i) => [i.title, i.clientName, i.overdueSince, i.status])).toEqual([
      ['Deposit late', 'Anna Berg', '2020-01-01', 'overdue'],
    ]);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // /payments reads the same sums over every invoice, not over the page it loaded.
    expect((await api.get(R.getMoneyOwed.path, { as: auth })).json().data).toEqual(money);
  });

  it("moves what is due when the job's main date moves, at the daily refresh", async ({ api }) => {
    const { auth, companyId } = await studio(api);
    const job = await createRecord(api, auth, {
      clientIds: [await client(api, companyId, 'Anna', 'Berg')],
      mainDate: '2999-07-01',
    });
    await issued(api, auth, job.id, {
      title: 'Balance before the day',
      schedule: { instalments: [fortnightBefore] },
    });
    expect((await moneyOf(api, auth)).overdue.count).toBe(0);

    const moved = await api.put(
      fillPath(R.updateJob.path, { id: job.id }),
      { mainDate: '2020-02-01', updatedAt: job.updatedAt },
      { as: auth },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // Until the refresh, the list and the dashboard read the day stored at issue.
    expect(await overdueTitles(api, auth)).toEqual([]);
    expect(await refreshNextDue(api.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await overdueTitles(api, auth)).toEqual(['Balance before the day']);
    const money = await moneyOf(api, auth);
    expect(money.overdueInvoices.map((i) => i.overdueSince)).toEqual(['2020-01-18']);
    // Nothing left to move: a second run changes nothing of this company's.
    await refreshNextDue(api.deps.db);
    expect((await moneyOf(api, auth)).overdue.count).toBe(1);
  });
});
