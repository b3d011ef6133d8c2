/**
 * The dashboard's statements at scale, one by one: GET /api/user/dashboard's own code (dashboardOf)
 * runs in this process on the bench studio's seeded embedded database, and every statement it sends
 * is recorded, then timed alone (p50/p95 over the rounds: PGlite runs them one at a time, so their
 * sum is about the request's database time) and, with --plans, shown with EXPLAIN (ANALYZE,
 * BUFFERS). A look at why the dashboard row of studio-core is slow, not a goal of its own.
 * Run: `node bench/dashboard-explain.ts [--data-dir DIR] [--rounds N] [--plans]` from the repository
 * root; without --data-dir, studio-core's kept data directory (seeded first when missing). The
 * server must not be running on it (the embedded database is one process's).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { BENCH_STUDIO } from '../apps/server/src/db/seed/large-studio.ts';
import { dashboardOf } from '../apps/server/src/modules/dashboard/service.ts';
import { percentile } from './lib/api-timing.ts';
import { log } from './lib/report.ts';
import { seededStudioDir } from './studio-seed.ts';

const fmtMs = (n: number) => `${n.toFixed(1)} ms`;
type Statement = { text: string; params: unknown[]; samples: number[] };

/** Records every statement the client runs, by its text (with the first parameters seen). */
function recordStatements(client: PGlite) {
  const byText = new Map<string, Statement>();
  const query = client.query.bind(client);
  let recording = false;
  client.query = ((text: string, params?: unknown[], options?: unknown) => {
    if (recording && !byText.has(text)) byText.set(text, { text, params: params ?? [], samples: [] });
    return query(text, params, options as never);
  }) as typeof client.query;
  return {
    byText,
    record: (on: boolean) => {
      recording = on;
    },
    run: (s: Statement) => query(s.text, s.params),
    explain: (s: Statement) =>
      query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.params),
  };
}

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    rounds: { type: 'string', default: '20' },
    plans: { type: 'boolean', default: false },
  },
});
const dataDir = values['data-dir'] ?? (await seededStudioDir(100_000, 200_000)).dir;
const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
try {
  await migrate(database);
  const { rows } = await database.pglite!.query<{ company_id: string; user_id: string; account: string }>(
    `select m.company_id, m.user_id, c.business_account_id as account from users u
     join memberships m on m.user_id = u.id and m.role = 'owner' join companies c on c.id = m.company_id
     where u.email = $1`,
    [BENCH_STUDIO.email],
  );
  const owner = rows[0]!;
  const scope = {
    companyId: owner.company_id,
    userId: owner.user_id,
    role: 'owner' as const,
    businessAccountId: owner.account,
  };
  const recorder = recordStatements(database.pglite!);
  const rounds = Number(values.rounds);
  const totals: number[] = [];
  for (let round = 0; round < 3 + rounds; round++) {
    recorder.record(round >= 3);
    const began = performance.now();
    await dashboardOf(database.db, scope);
    if (round >= 3) totals.push(performance.now() - began);
  }
  recorder.record(false);
  log(
    `dashboardOf: p50 ${fmtMs(percentile(totals, 50))}, p95 ${fmtMs(percentile(totals, 95))} (${rounds} rounds)`,
  );
  // Within the request they wait for each other: each one alone, one after the other, says its cost.
  const statements = [...recorder.byText.values()];
  for (const s of statements) {
    for (let i = 0; i < rounds; i++) {
      const began = performance.now();
      await recorder.run(s);
      s.samples.push(performance.now() - began);
    }
  }
  statements.sort((a, b) => percentile(b.samples, 50) - percentile(a.samples, 50));
  for (const s of statements) {
    const first = s.text.replace(/\s+/g, ' ').slice(0, 110);
    log(`  p50 ${fmtMs(percentile(s.samples, 50))}, p95 ${fmtMs(percentile(s.samples, 95))}: ${first}`);
  }
  if (values.plans) {
    for (const s of statements) {
      const plan = await recorder.explain(s);
      console.log(`\n${s.text.replace(/\s+/g, ' ')}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await database.close();
}
