/**
 * Company import (issue 4): how long copying a company into a new one takes on the embedded database,
 * through the worker's own code, beside the same rows copied by plain SQL (the floor: no batches, no
 * import_copies bookkeeping, no progress). bench/import-run.ts measures in a process of its own.
 *
 *   small  company details + 20 tax rates + 10 team members: goal < 500 ms (the banner turns to a check
 *          at the client's first poll)
 *   large  3,000 tax rates, until clients exist (the 10,000 clients): goal ≥ 1,000 rows/s
 *
 * The ratio is import ÷ plain SQL time: the price of an import that is resumable and idempotent.
 */
import { type Row, fmtInt, fmtMs, fmtRatio, log } from './lib/report.ts';
import { startNode, tail } from './lib/processes.ts';
import type { Case } from './import-run.ts';

export const SMALL_GOAL_MS = 500;
export const LARGE_GOAL_ROWS_PER_SEC = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function companyImport(): Promise<Row[]> {
  const child = startNode('import benchmark', 'bench/import-run.ts', [], {
    FOCAL_IMPORT_BATCH_PAUSE_MS: '0',
  });
  const timer = setTimeout(() => void child.stop(2_000), 180_000);
  const { code } = await child.exited;
  clearTimeout(timer);
  await child.stop();
  const last = child.stdout().trim().split('\n').pop() ?? '';
  if (code !== 0) throw new Error(`the import benchmark failed (exit ${code}):\n${tail(child.output())}`);
  let result: { small: Case; large: Case; setupMs: number };
  try {
    result = JSON.parse(last) as typeof result;
  } catch {
    throw new Error(`the import benchmark printed no JSON:\n${tail(child.output())}`);
  }
  log(`fresh data directory, migrated, two source companies: ${fmtMs(result.setupMs)}`);
  const describe = (label: string, c: Case) => {
    const ms = median(c.importMs);
    const base = median(c.baselineMs);
    log(
      `${label}: ${fmtInt(c.rows)} rows, import ${c.importMs.map(Math.round).join(', ')} ms, ` +
        `plain SQL ${c.baselineMs.map(Math.round).join(', ')} ms`,
    );
    return { ms, base, rate: (c.rows / ms) * 1000, baseRate: (c.rows / base) * 1000 };
  };
  const small = describe('settings, 20 taxes, 10 members', result.small);
  const large = describe(`${fmtInt(result.large.rows)} tax rates`, result.large);
  const runs = result.small.importMs.length;
  return [
    {
      name: `Import: settings, 20 taxes, 10 members (median of ${runs})`,
      figure: `${fmtMs(small.ms)} (${fmtInt(small.rate)} rows/s)`,
      target: `plain SQL ${fmtMs(small.base)}; goal < ${fmtMs(SMALL_GOAL_MS)}`,
      ratio: fmtRatio(small.ms / small.base),
      status: small.ms < SMALL_GOAL_MS ? 'PASS' : 'MISS',
    },
    {
      name: `Import: ${fmtInt(result.large.rows)} rows (median of ${runs})`,
      figure: `${fmtMs(large.ms)} (${fmtInt(large.rate)} rows/s)`,
      target: `plain SQL ${fmtMs(large.base)} (${fmtInt(large.baseRate)} rows/s); goal ≥ ${fmtInt(LARGE_GOAL_ROWS_PER_SEC)} rows/s`,
      ratio: fmtRatio(large.ms / large.base),
      status: large.rate >= LARGE_GOAL_ROWS_PER_SEC ? 'PASS' : 'MISS',
    },
  ];
}
