/**
 * The bench studio's data directory, seeded by `npm run seed:large`'s own script and KEPT between
 * runs (a seed of 100,000 clients and 200,000 jobs takes minutes): it lives in the system's temporary
 * directory under a name made of the counts and a hash of the seed's code, so a changed seed starts
 * afresh (older copies are removed). Each run still runs seed:large on it, which migrates it and adds
 * nothing when it is complete.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, runToEnd, tail } from './lib/processes.ts';
import { type Row, log } from './lib/report.ts';

const PREFIX = 'focal-bench-studio-';
const SEED_FILES = ['large.ts', 'large-studio.ts', 'large-studio-sql.ts'].map((file) =>
  join(ROOT, 'apps/server/src/db/seed', file),
);

function cacheDir(clients: number, jobs: number): string {
  const hash = createHash('sha256');
  for (const file of SEED_FILES) hash.update(readFileSync(file));
  const name = `${PREFIX}${clients}-${jobs}-${hash.digest('hex').slice(0, 12)}`;
  for (const old of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX) && n !== name)) {
    rmSync(join(tmpdir(), old), { recursive: true, force: true });
  }
  return join(tmpdir(), name);
}

export async function seededStudioDir(clients: number, jobs: number): Promise<{ dir: string; row: Row }> {
  const dir = cacheDir(clients, jobs);
  const began = performance.now();
  const run = await runToEnd(
    'seed:large',
    NODE,
    ['apps/server/src/seed-large.ts', '--count', '0', '--clients', String(clients), '--jobs', String(jobs)],
    {
      env: { DATA_DIR: dir, DATABASE_URL: undefined, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
      timeoutMs: 45 * 60_000,
    },
  );
  if (!run.ok) throw new Error(`seed:large failed (exit ${run.code}):\n${tail(run.output)}`);
  const seconds = (performance.now() - began) / 1000;
  const reused = run.output.includes('Already seeded');
  log(
    `seed:large in ${dir}: ${seconds.toFixed(1)} s (${reused ? 'kept from an earlier run' : 'seeded now'})`,
  );
  return {
    dir,
    row: {
      name: 'seed:large studio time',
      figure: `${seconds.toFixed(0)} s`,
      target: `${clients.toLocaleString('en')} clients, ${jobs.toLocaleString('en')} jobs${reused ? ', kept from an earlier run' : ''}; information`,
      ratio: '—',
      status: 'INFO',
    },
  };
}
