/**
 * Account search in the console (issue 13): GET /api/admin/accounts?q=… with an administrator's
 * token, p50 and p95 on an installation of 100,000 accounts (seeded by `npm run seed:large`'s code
 * into a fresh embedded database) beside the same on an empty one (the demo only). A mix of what
 * support types: part of an e-mail, a surname, a company name, a user's id, nothing (the newest
 * accounts) and the next page of that through its cursor. Goals: p95 < 50 ms at 100,000 (embedded)
 * and p95 ratio (large ÷ empty) < 3.
 *
 * Each installation has its own server, one after the other (never both at once on 2 cores).
 * Run alone: `node bench/account-search.ts [--count N]` (from the repository root).
 */
import { parseArgs } from 'node:util';
import { DEMO_ADMIN } from '../packages/test-kit/src/accounts.ts';
import { type FocalServer, startFocal } from './lib/focal.ts';
import { type Row, fmtMs, fmtRatio, log, printTable } from './lib/report.ts';
import { cleanUp, makeTempDir, NODE, runToEnd, tail } from './lib/processes.ts';

export const GOAL_P95_MS = 50;
export const GOAL_RATIO = 3;
const ROUNDS = 40;
const WARM_UP = 5;
const MIN_ROUNDS = 10;
const MEASURE_BUDGET_MS = 60_000;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

type Search = { accounts: { userId: string }[]; nextCursor: string | null };

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered HTTP ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function search(url: string, token: string, query: Record<string, string>) {
  const began = performance.now();
  const res = await fetch(`${url}/api/admin/accounts?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: Search };
  const ms = performance.now() - began;
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(query)} answered HTTP ${res.status}`);
  return { ms, data: body.data };
}

/** The mix of queries, with a user id and a cursor taken from the installation itself. */
async function queries(url: string, token: string) {
  const newest = (await search(url, token, {})).data;
  const someone = newest.accounts.at(-1)?.userId;
  if (!someone) throw new Error('the search found no account at all');
  return [
    { q: 'garcia' }, // a surname (about 1 in 60 seeded accounts)
    { q: 'ada.gar' }, // part of an e-mail
    { q: 'rossi weddings' }, // a company's name
    { q: 'lumen' }, // the demo's companies: a few matches at any size
    { q: someone }, // an id, matched exactly
    {}, // nothing typed: the newest accounts
    ...(newest.nextCursor ? [{ after: newest.nextCursor }] : []), // the next page
  ];
}

/** Rounds of the whole mix; past MEASURE_BUDGET_MS (a slow installation) it stops after MIN_ROUNDS. */
async function measure(server: FocalServer, label: string) {
  const token = await adminToken(server.url);
  const mix = await queries(server.url, token);
  const byKind = mix.map(() => [] as number[]);
  const began = performance.now();
  let rounds = 0;
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    if (rounds >= MIN_ROUNDS && performance.now() - began > MEASURE_BUDGET_MS) break;
    for (const [i, query] of mix.entries()) {
      const { ms } = await search(server.url, token, query as Record<string, string>);
      if (round >= WARM_UP) byKind[i]!.push(ms);
    }
    if (round >= WARM_UP) rounds++;
  }
  const samples = byKind.flat();
  const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
  log(
    `${label}: ${samples.length} searches (${mix.length} kinds × ${rounds}), p50 ${fmtMs(p50)}, p95 ${fmtMs(p95)}`,
  );
  for (const [i, query] of mix.entries()) {
    const kind = JSON.stringify(query).slice(0, 60);
    log(`    ${kind}: p50 ${fmtMs(percentile(byKind[i]!, 50))}, p95 ${fmtMs(percentile(byKind[i]!, 95))}`);
  }
  return { p50, p95 };
}

/** Seeds `count` accounts into a fresh data directory with seed:large's own script; returns its time. */
async function seededDataDir(count: number): Promise<{ dir: string; ms: number }> {
  const dir = makeTempDir('search-large');
  const began = performance.now();
  const run = await runToEnd(
    'seed:large',
    NODE,
    ['apps/server/src/seed-large.ts', '--count', String(count)],
    {
      env: { DATA_DIR: dir, DATABASE_URL: undefined, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
      timeoutMs: 15 * 60_000,
    },
  );
  if (!run.ok) throw new Error(`seed:large failed (exit ${run.code}):\n${tail(run.output)}`);
  return { dir, ms: performance.now() - began };
}

async function onServer<T>(name: string, dataDir: string, run: (server: FocalServer) => Promise<T>) {
  const server = await startFocal({ name, env: { DATA_DIR: dataDir, SEED_DEMO: '1' }, timeoutMs: 120_000 });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

export async function accountSearch(count = 100_000): Promise<Row[]> {
  const began = performance.now();
  const empty = await onServer('Focal (empty)', makeTempDir('search-empty'), (s) =>
    measure(s, 'empty (demo only)'),
  );
  const seeded = await seededDataDir(count);
  log(
    `seed:large: ${count.toLocaleString('en')} accounts in ${(seeded.ms / 1000).toFixed(1)} s (goal: minutes)`,
  );
  const large = await onServer('Focal (large)', seeded.dir, (s) =>
    measure(s, `${count.toLocaleString('en')} accounts`),
  );
  const ratio = large.p95 / empty.p95;
  log(`account search benchmark: ${((performance.now() - began) / 1000).toFixed(0)} s in all`);
  return [
    {
      name: `Account search p95 at ${count.toLocaleString('en')}`,
      figure: `${fmtMs(large.p95)} (p50 ${fmtMs(large.p50)})`,
      target: `empty ${fmtMs(empty.p95)} (p50 ${fmtMs(empty.p50)}); goal < ${GOAL_P95_MS} ms`,
      ratio: fmtRatio(large.p95 / GOAL_P95_MS),
      status: large.p95 < GOAL_P95_MS ? 'PASS' : 'MISS',
    },
    {
      name: 'Account search p95 large ÷ empty',
      figure: fmtRatio(ratio),
      target: `goal < ${GOAL_RATIO}`,
      ratio: fmtRatio(ratio / GOAL_RATIO),
      status: ratio < GOAL_RATIO ? 'PASS' : 'MISS',
    },
    {
      name: 'seed:large time',
      figure: `${(seeded.ms / 1000).toFixed(0)} s`,
      target: `${count.toLocaleString('en')} accounts, embedded; information`,
      ratio: '—',
      status: 'INFO',
    },
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  try {
    printTable(await accountSearch(Number(values.count)));
  } finally {
    await cleanUp();
  }
}
