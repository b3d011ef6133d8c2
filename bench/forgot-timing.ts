/**
 * Forgot-password timing (issue 10 §8): POST /api/auth/forgot for an existing account and for a
 * missing one, alternated, sequential. Before the fix the answer took about 11 ms for an account and
 * about 6 ms without one (the lookup and the mail ran in the request), which tells an attacker which
 * addresses have accounts. Now the request only counts the caller and queues a job, so both answers
 * should take the same time. Goal: medians within 1 ms of each other.
 *
 * Its own server (embedded database, fresh data directory, TRUST_PROXY=1): each request comes from
 * its own X-Forwarded-For address, so the per-address limit never answers first.
 * Run alone: `node bench/forgot-timing.ts` (from the repository root).
 */
import { DEMO_OWNER, startFocal } from './lib/focal.ts';
import { type Row, fmtRatio, log, printTable } from './lib/report.ts';
import { cleanUp, makeTempDir } from './lib/processes.ts';

export const GOAL_GAP_MS = 1;
const WARM_UP = 10;
const ROUNDS = 100;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function forgot(url: string, email: string, i: number): Promise<number> {
  const began = performance.now();
  const res = await fetch(`${url}/api/auth/forgot`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}`,
    },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - began;
  if (res.status !== 200) throw new Error(`forgot answered HTTP ${res.status}`);
  return ms;
}

export async function forgotTiming(): Promise<Row[]> {
  const server = await startFocal({
    name: 'Focal (forgot timing)',
    env: { DATA_DIR: makeTempDir('forgot'), TRUST_PROXY: '1', SEED_DEMO: '1' },
    timeoutMs: 120_000,
  });
  try {
    const existing: number[] = [];
    const missing: number[] = [];
    let i = 0;
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // A random order each round, so neither kind always follows the other's queued job.
      const first = Math.random() < 0.5;
      const b = first ? await forgot(server.url, `nobody-${round}@focal.test`, i++) : 0;
      const a = await forgot(server.url, DEMO_OWNER.email, i++);
      const later = first ? b : await forgot(server.url, `nobody-${round}@focal.test`, i++);
      if (round < WARM_UP) continue;
      existing.push(a);
      missing.push(later);
    }
    const [withAccount, without] = [median(existing), median(missing)];
    const gap = Math.abs(withAccount - without);
    log(
      `${ROUNDS} rounds after ${WARM_UP} warm-up: median ${fmt(withAccount)} with an account, ` +
        `${fmt(without)} without (before the fix: about 11 ms and 6 ms)`,
    );
    return [
      {
        name: 'Forgot: account vs none',
        figure: `${fmt(withAccount)} vs ${fmt(without)}`,
        target: `was 11 vs 6 ms; goal gap < ${GOAL_GAP_MS} ms`,
        ratio: fmtRatio(gap / GOAL_GAP_MS),
        status: gap < GOAL_GAP_MS ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  try {
    printTable(await forgotTiming());
  } finally {
    await cleanUp();
  }
}
