/**
 * /payments' statements at scale, filter by filter: GET /api/user/payments' own code (listPayments)
 * runs in this process on the bench studio's seeded embedded database (about 107,000 payments) for
 * the first page of each filter (none, a method, a month, a state, a client, a record); each call is
 * timed (p50/p95), then each statement it sent alone and, with --plans, shown with EXPLAIN (ANALYZE,
 * BUFFERS). A look at why a payments row of studio-core is slow, not a goal of its own. The states
 * pending and failed read the portal's card attempts, which the seed makes none of: --attempts N
 * (default 100,000) adds N of them to the studio's invoices first, most succeeded, a few pending,
 * waiting for the bank, abandoned or declined, in a transaction rolled back at the end (their list
 * reads migration 0045's partial index card_payments_company_unsettled_created).
 * Run: `node bench/payments-explain.ts [--data-dir DIR] [--rounds N] [--attempts N] [--plans]` from
 * the repository root; without --data-dir, studio-core's kept data directory (seeded first when
 * missing). The server must not be running on it (the embedded database is one process's).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { ListPaymentsQuery } from '@focal/contracts/invoices/payments';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { BENCH_STUDIO } from '../apps/server/src/db/seed/large-studio.ts';
import { listPayments } from '../apps/server/src/modules/invoices/payments/service.ts';
import { percentile } from './lib/api-timing.ts';
import { log } from './lib/report.ts';
import { seededStudioDir } from './studio-seed.ts';

const fmtMs = (n: number) => `${n.toFixed(1)} ms`;
const PAGE = 50;
type Statement = { text: string; params: unknown[]; samples: number[] };

/** Records the statements the client runs while on, by their text (with the first parameters seen). */
function recordStatements(client: PGlite) {
  let byText = new Map<string, Statement>();
  const query = client.query.bind(client);
  let recording = false;
  client.query = ((text: string, params?: unknown[], options?: unknown) => {
    if (recording && !byText.has(text)) byText.set(text, { text, params: params ?? [], samples: [] });
    return query(text, params, options as never);
  }) as typeof client.query;
  return {
    /** Starts a new recording; the statements of the one before. */
    take: (on: boolean) => {
      const taken = [...byText.values()];
      byText = new Map();
      recording = on;
      return taken;
    },
    run: (s: Statement) => query(s.text, s.params),
    explain: (s: Statement) =>
      query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.params),
  };
}

/**
 * Card attempts on the company's invoices, one per invoice, a minute apart back from now: of each
 * 100, 90 succeeded, 5 declined, 2 pending, 2 waiting for the bank (the older ones abandoned), 1
 * with an incorrect number.
 */
async function seedAttempts(pglite: PGlite, companyId: string, count: number) {
  await pglite.query(
    `insert into card_payments (company_id, invoice_id, request_id, currency, amount_minor, status, provider, failure_code, created_at)
     select company_id, id, gen_random_uuid(), currency, 10000 + n,
       case when n % 100 < 90 then 'succeeded' when n % 100 < 95 then 'failed' when n % 100 < 97 then 'pending'
            when n % 100 < 99 then 'requires_action' else 'failed' end,
       'sandbox',
       case when n % 100 between 90 and 94 then 'card_declined' when n % 100 = 99 then 'incorrect_number' end,
       now() - make_interval(mins => n::int)
     from (select company_id, id, currency, row_number() over (order by id) as n from invoices where company_id = $1 limit $2) i`,
    [companyId, count],
  );
  log(`added ${count.toLocaleString('en')} card attempts (rolled back at the end)`);
}

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    rounds: { type: 'string', default: '20' },
    plans: { type: 'boolean', default: false },
    attempts: { type: 'string', default: '100000' },
  },
});
const dataDir = values['data-dir'] ?? (await seededStudioDir(100_000, 200_000)).dir;
const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
try {
  await migrate(database);
  const pglite = database.pglite!;
  const { rows } = await pglite.query<{ company_id: string; user_id: string; account: string }>(
    `select m.company_id, m.user_id, c.business_account_id as account from users u
     join memberships m on m.user_id = u.id and m.role = 'owner' join companies c on c.id = m.company_id
     where u.email = $1`,
    [BENCH_STUDIO.email],
  );
  const owner = rows[0]!;
  const scope = { companyId: owner.company_id, userId: owner.user_id, role: 'owner' as const, businessAccountId: owner.account };
  // A record with payments from the middle of the list, and a client (the seed's invoices have none).
  const { rows: picked } = await pglite.query<{ job_id: string; received_on: string; client_id: string }>(
    `select i.job_id, p.received_on::text, coalesce(p.client_id, (select id from clients where company_id = $1 limit 1)) as client_id
     from payments p join invoices i on i.id = p.invoice_id
     where p.company_id = $1 order by p.received_on desc, p.id desc offset 5000 limit 1`,
    [owner.company_id],
  );
  const { client_id: clientId, job_id: jobId, received_on: day } = picked[0]!;
  const month = day.slice(0, 7);
  const filters: [string, ListPaymentsQuery][] = [
    ['page 1', {}],
    ['one method (cash)', { method: 'cash' }],
    [`one month (${month})`, { from: `${month}-01`, to: `${month}-28` }],
    ['paid', { state: 'paid' }],
    ['refunded', { state: 'refunded' }],
    ['partially refunded', { state: 'partially-refunded' }],
    ['one client', { clientId }],
    ['one record', { jobId }],
    ['card attempts: pending', { state: 'pending' }],
    ['card attempts: failed', { state: 'failed' }],
    [`card attempts: failed, ${month}`, { state: 'failed', from: `${month}-01`, to: `${month}-28` }],
    ['card attempts: failed, one record', { state: 'failed', jobId }],
  ];
  await pglite.exec('begin');
  await seedAttempts(pglite, owner.company_id, Number(values.attempts));
  // Statistics, as autovacuum would keep them: without, the planner guesses from an empty table.
  await pglite.exec('analyze card_payments');
  const recorder = recordStatements(pglite);
  const rounds = Number(values.rounds);
  for (const [label, filter] of filters) {
    const totals: number[] = [];
    for (let round = 0; round < 3 + rounds; round++) {
      if (round === 3) recorder.take(true);
      const began = performance.now();
      await listPayments(database.db, scope, { ...filter, limit: PAGE });
      if (round >= 3) totals.push(performance.now() - began);
    }
    const statements = recorder.take(false);
    log(`${label}: listPayments p50 ${fmtMs(percentile(totals, 50))}, p95 ${fmtMs(percentile(totals, 95))}`);
    // Within the request they run one after the other (PGlite): each one alone says its cost.
    for (const s of statements) {
      for (let i = 0; i < rounds; i++) {
        const began = performance.now();
        await recorder.run(s);
        s.samples.push(performance.now() - began);
      }
      const first = s.text.replace(/\s+/g, ' ').slice(0, 100);
      log(`  p50 ${fmtMs(percentile(s.samples, 50))}, p95 ${fmtMs(percentile(s.samples, 95))}: ${first}`);
    }
    if (values.plans) {
      for (const s of statements) {
        const plan = await recorder.explain(s);
        console.log(`\n${s.text.replace(/\s+/g, ' ')}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      }
    }
  }
} finally {
  // The rolled-back attempts' dead rows go, or each run would leave more in the kept data.
  await database.pglite?.exec('rollback');
  await database.pglite?.exec('vacuum analyze card_payments');
  await database.close();
}
