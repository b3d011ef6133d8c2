// engine-dependent: database triggers keep these totals, and a migration fills them from what is there.
import { ApiRoutes, type ListPaymentsQuery, type PaymentTotals } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../test/api-test.ts';
import { migratedUpTo } from '../test/migrate-part-way.ts';
import type { Db } from './client.ts';
import { rowsOf } from './seed/large.ts';
import { BENCH_STUDIO, seedLargeStudio } from './seed/large-studio.ts';

/**
 * Migration 0041's triggers keep payment_day_totals: after any write of payments, its rows equal
 * the payments counted and summed again by day, method, state and currency (no row left at zero).
 */
const RECOUNT = sql`select company_id, received_on, method,
    case when refunded_minor = 0 then 'paid' when refunded_minor = amount_minor then 'refunded' else 'partially-refunded' end as state,
    currency, count(*)::int as payments, sum(amount_minor)::bigint as amount, sum(credit_minor)::bigint as credit,
    sum(refunded_minor)::bigint as refunded
  from payments group by 1, 2, 3, 4, 5`;
const KEPT = sql`select company_id, received_on, method, state, currency, payments, amount_minor, credit_minor, refunded_minor
  from payment_day_totals`;
const DRIFT = sql`select count(*)::int as n from ((${RECOUNT} except ${KEPT}) union all (${KEPT} except ${RECOUNT})) x`;

const drift = async (db: Db) => rowsOf<{ n: number }>(await db.execute(DRIFT))[0]!.n;
const scalar = async (db: Db, query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
const bench = sql`(select m.company_id from memberships m join users u on u.id = m.user_id where u.email = ${BENCH_STUDIO.email})`;
const some = (where: string, limit: number) =>
  sql`select id from payments where ${sql.raw(where)} order by id limit ${limit}`;

/** Writes of every kind a payment sees (recorded, refunded in part, in full, moved, cascades). */
const WRITES: [string, ReturnType<typeof sql>][] = [
  [
    'a payment recorded',
    sql`insert into payments (company_id, invoice_id, client_id, request_id, currency, amount_minor, applied_minor, credit_minor, received_on, method)
      select company_id, invoice_id, client_id, gen_random_uuid(), currency, 5000, 4000, 1000, received_on, 'cash' from payments order by id limit 1`,
  ],
  [
    'payments in another currency, on a day of their own',
    sql`insert into payments (company_id, invoice_id, client_id, request_id, currency, amount_minor, applied_minor, credit_minor, received_on, method)
      select company_id, invoice_id, client_id, gen_random_uuid(), 'EUR', 700, 700, 0, date '2025-02-03', 'other' from payments order by id limit 2`,
  ],
  ['payments partially refunded', sql`update payments set refunded_minor = amount_minor / 2 where id in (${some('refunded_minor = 0', 4)})`],
  ['a partial refund grows', sql`update payments set refunded_minor = refunded_minor + 1 where id in (${some('refunded_minor > 0', 1)})`],
  [
    'a partially refunded payment refunded in full',
    sql`update payments set refunded_minor = amount_minor where id in (${some('refunded_minor > 0 and refunded_minor < amount_minor', 1)})`,
  ],
  ['payments refunded in full at once', sql`update payments set refunded_minor = amount_minor where id in (${some('refunded_minor = 0', 3)})`],
  ['every payment of a key refunded in full (its row goes)', sql`update payments set refunded_minor = amount_minor where currency = 'EUR'`],
  ['payments moved to another day and method', sql`update payments set received_on = received_on - 40, method = 'card' where id in (${some('true', 3)})`],
  ['a write that changes no total', sql`update payments set note = 'checked' where id in (${some('true', 5)})`],
  ['a payment deleted', sql`delete from payments where id in (${some('refunded_minor > 0', 1)})`],
  ['an invoice deleted (its payments cascade)', sql`delete from invoices where id in (select invoice_id from payments order by id limit 1)`],
  [
    'jobs deleted (their invoices and payments cascade)',
    sql`delete from jobs where id in (select i.job_id from invoices i join payments p on p.invoice_id = i.id order by p.id limit 2)`,
  ],
];

type Filter = Omit<ListPaymentsQuery, 'limit' | 'cursor' | 'clientId' | 'jobId'>;
const FILTERS: Filter[] = [
  {},
  { method: 'cash' },
  { state: 'paid' },
  { state: 'partially-refunded' },
  { state: 'refunded', method: 'other' },
  { from: '2025-01-01', to: '2025-12-31' },
];
/** The filter's totals summed over its payments, as /payments read them before 0041. */
const summed = (f: Filter) =>
  sql`select currency, count(*)::int as count, sum(amount_minor)::bigint as "amountMinor", sum(credit_minor)::bigint as "creditMinor",
      sum(refunded_minor)::bigint as "refundedMinor"
    from payments where company_id = ${bench}
      and received_on between ${f.from ?? '0001-01-01'} and ${f.to ?? '9999-12-31'}
      and (${f.method ?? null}::text is null or method = ${f.method ?? null})
      and (${f.state ?? null}::text is null or ${f.state ?? null} =
        case when refunded_minor = 0 then 'paid' when refunded_minor = amount_minor then 'refunded' else 'partially-refunded' end)
    group by currency order by currency`;

/** The bench studio seeded (its payments among its invoices) and its owner signed in, with a test owner's password. */
async function signedInBenchOwner(api: Api) {
  const { db } = api.deps;
  const { form } = await api.signedInOwner();
  const hash = rowsOf<{ h: string }>(await db.execute(sql`select password_hash as h from users where email = ${form.email}`))[0]!.h;
  await seedLargeStudio(db, { clients: 20, jobs: 60, invoices: 40, batchSize: 25, passwordHash: hash });
  const login = await api.post(ApiRoutes.login.path, { email: BENCH_STUDIO.email, password: form.password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().data as Record<string, string>;
}

describe('the payment day totals (migration 0041)', () => {
  it('stay equal to a recount through payments recorded, refunded in part and in full, moved and deleted', async ({ api }) => {
    const { db } = api.deps;
    const owner = await signedInBenchOwner(api);
    expect(await scalar(db, sql`select sum(payments)::int as n from payment_day_totals`)).toBeGreaterThan(20);
    expect(await drift(db)).toBe(0);
    for (const [what, write] of WRITES) {
      await db.execute(write);
      expect({ what, drift: await drift(db) }).toEqual({ what, drift: 0 });
    }
    expect(await scalar(db, sql`select count(*)::int as n from payment_day_totals where state = 'refunded'`)).toBeGreaterThan(0);

    // /payments' totals, read from the kept rows, are the payments' own sums filter by filter.
    for (const f of FILTERS) {
      const res = await api.get(`${ApiRoutes.listPayments.path}?${new URLSearchParams(f)}`, { as: owner });
      expect(res.statusCode, res.body).toBe(200);
      const direct = rowsOf<Record<string, number | string>>(await db.execute(summed(f)));
      const expected = direct.map((r) => ({ ...r, amountMinor: Number(r.amountMinor), creditMinor: Number(r.creditMinor), refundedMinor: Number(r.refundedMinor) }));
      expect({ f, totals: res.json().data.totals as PaymentTotals }).toEqual({ f, totals: expected });
    }

    // The company goes, and its payments with it: none of its rows are left.
    await db.execute(sql`delete from companies where id = ${bench}`);
    expect(await drift(db)).toBe(0);
    expect(await scalar(db, sql`select count(*)::int as n from payment_day_totals`)).toBe(0);
  });

  it('are filled by the migration from the payments and refunds made before it', async () => {
    const { database, finish } = await migratedUpTo('0041');
    const { db } = database;
    try {
      await seedLargeStudio(db, { clients: 20, jobs: 40, invoices: 20, passwordHash: 'unused' });
      await db.execute(sql`update payments set refunded_minor = amount_minor / 3 where id in (${some('true', 2)})`);
      await db.execute(sql`update payments set refunded_minor = amount_minor where id in (${some('refunded_minor = 0', 2)})`);

      await finish();

      const states = rowsOf<{ state: string; n: number }>(
        await db.execute(sql`select state, sum(payments)::int as n from payment_day_totals group by 1 order by 1`),
      );
      expect(states.map((s) => s.state)).toEqual(['paid', 'partially-refunded', 'refunded']);
      expect(states.find((s) => s.state === 'refunded')!.n).toBe(2);
      expect(await drift(db)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
