/**
 * The studio core at scale, through the real HTTP API of the production server on a data
 * directory seeded by `npm run seed:large` (100,000 clients and 200,000 leads and jobs in the bench
 * studio), each figure beside the same query on the empty studio of the same installation:
 *   (a) client search as you type, p95 over realistic queries (misspellings among them); goal < 50 ms;
 *   (b) the clients list, page 1000 (reached through nextCursor) ÷ page 1, medians; goal ≤ 1.5;
 *   (c) the calendar's month (a 6-week grid) over twelve months around today, p95; goal < 50 ms;
 *   (e) issue 32's invoices at 100,000: the list's first page and page 100, the dashboard, a
 *       lead's or job's documents, p95 each (goal < 50 ms), and an invoice's PDF p95 (goal < 300 ms), in
 *       documents-at-scale.ts;
 *   (d) Lighthouse on every signed-in page of page-speed.ts (SIGNED_IN_PAGES) as the bench studio's
 *       owner, medians of three: mobile ≥ 90 with LCP ≤ 2.5 s and TBT ≤ 200 ms, desktop ≥ 95.
 * The seeded data directory is kept between runs (studio-seed.ts): only the first run pays the seed.
 * Run alone: `node bench/studio-core.ts [--clients N --jobs N] [--api-only] [--only PART…]` (from the
 * repository root); PART is one of STUDIO_PARTS (e.g. `--only documents` for the invoice rows and the
 * dashboard's), and --only implies --api-only unless it names lighthouse.
 */
import { parseArgs } from 'node:util';
import { SEED_LARGE_PASSWORD } from '../apps/server/src/db/seed/large.ts';
import { documentsAtScale } from './documents-at-scale.ts';
import { get, percentile, type Session, signedIn, under } from './lib/api-timing.ts';
import { BENCH_STUDIO, EMPTY_STUDIO } from '../apps/server/src/db/seed/large-studio.ts';
import { signInAsDemoOwner } from './lib/browser.ts';
import { type FocalServer, startFocal } from './lib/focal.ts';
import { type Row, failRow, fmtMs, fmtRatio, log, printTable } from './lib/report.ts';
import { cleanUp } from './lib/processes.ts';
import { privateWebBuild } from './lib/web-build.ts';
import { signedInRows, withLighthousePage } from './page-speed.ts';
import { seededStudioDir } from './studio-seed.ts';

export const GOALS = { searchP95Ms: 50, pageRatio: 1.5, calendarP95Ms: 50 };
/** The measurements, each of which `--only` may pick. */
export const STUDIO_PARTS = ['search', 'pages', 'calendar', 'documents', 'lighthouse'] as const;
type StudioPart = (typeof STUDIO_PARTS)[number];
const WARM_UP = 3;
const ROUNDS = 20;
const PAGES = 1000;
const REPEATS = 15;

/** What studios type: surnames, full names, typos, a company, part of an email, phone digits, 2 letters. */
const SEARCHES = [
  'garcia',
  'sofia rossi',
  'nakamura',
  'nakamra',
  'lindquist',
  'kowalsky',
  'okafr',
  'schmidt events',
  'ana.okafor',
  '555 0142',
  '2125550142',
  'chen',
  'ro',
];

async function searchP95(session: Session, label: string) {
  const byQuery = SEARCHES.map(() => [] as number[]);
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    for (const [i, q] of SEARCHES.entries()) {
      const { ms } = await get(session, '/api/user/clients', { q });
      if (round >= WARM_UP) byQuery[i]!.push(ms);
    }
  }
  const samples = byQuery.flat();
  const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
  log(`search, ${label}: ${samples.length} searches, p50 ${fmtMs(p50)}, p95 ${fmtMs(p95)}`);
  const each = SEARCHES.map((q, i) => `'${q}' ${fmtMs(percentile(byQuery[i]!, 50))}`);
  log(`    p50 by query: ${each.join(', ')}`);
  return { p50, p95 };
}

/** Page 1 and page 1000 (its cursor reached by following nextCursor), each timed REPEATS times. */
async function pageRatio(session: Session) {
  let cursor: string | null = null;
  for (let page = 1; page < PAGES; page++) {
    const { body } = await get(session, '/api/user/clients', cursor ? { cursor } : {});
    cursor = (body as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`the list ended at page ${page}: seed more clients`);
  }
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < WARM_UP + REPEATS; i++) {
    const a = await get(session, '/api/user/clients');
    const b = await get(session, '/api/user/clients', { cursor: cursor! });
    if (i < WARM_UP) continue;
    first.push(a.ms);
    last.push(b.ms);
  }
  const [one, thousand] = [percentile(first, 50), percentile(last, 50)];
  log(`list: page 1 median ${fmtMs(one)}, page ${PAGES} median ${fmtMs(thousand)}`);
  return { one, thousand };
}

/** 6-week month grids (Monday before the 1st, at New York's midnight in winter) of 12 months. */
function monthGrids(): { from: string; to: string }[] {
  const now = new Date();
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6 + i, 1, 5));
    const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
    const to = new Date(from.getTime() + 42 * 86_400_000);
    return { from: from.toISOString(), to: to.toISOString() };
  });
}

async function calendarP95(session: Session, label: string) {
  const samples: number[] = [];
  let entries = 0;
  for (let round = 0; round < WARM_UP + ROUNDS / 2; round++) {
    for (const range of monthGrids()) {
      const { ms, body } = await get(session, '/api/user/calendar', range);
      if (round >= WARM_UP) samples.push(ms);
      if (round === 0) entries += (body as { entries: unknown[] }).entries.length;
    }
  }
  const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
  log(
    `calendar, ${label}: ${samples.length} months, ${Math.round(entries / 12)} entries a month, p50 ${fmtMs(p50)}, p95 ${fmtMs(p95)}`,
  );
  return { p50, p95 };
}

/** The signed-in pages' Lighthouse rows, signed in as the bench studio's owner. */
const studioPageSpeed = (baseUrl: string, clients: number): Promise<Row[]> =>
  withLighthousePage(async (page) => {
    await signInAsDemoOwner(page, baseUrl, { email: BENCH_STUDIO.email, password: SEED_LARGE_PASSWORD });
    return signedInRows(baseUrl, page, `at ${clients.toLocaleString('en')} clients`);
  });

/** Rows of one measurement; a measurement that fails becomes its FAIL row, the others still run. */
async function attempt(name: string, fn: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await fn();
  } catch (error) {
    log(`${name} FAILED: ${(error as Error).stack ?? String(error)}`);
    return [failRow(name, (error as Error).message.split('\n')[0]!.slice(0, 80))];
  }
}

export async function studioCore(
  options: { clients?: number; jobs?: number; webDist?: string; only?: StudioPart[] } = {},
) {
  const runs = (part: StudioPart) => !options.only?.length || options.only.includes(part);
  const clients = options.clients ?? 100_000;
  const jobs = options.jobs ?? 200_000;
  const seeded = await seededStudioDir(clients, jobs);
  const rows: Row[] = [seeded.row];
  const server: FocalServer = await startFocal({
    name: 'Focal (studio)',
    env: { DATA_DIR: seeded.dir, SEED_DEMO: '1', WEB_DIST_DIR: options.webDist },
    timeoutMs: 180_000,
  });
  try {
    const studio = await signedIn(server.url, BENCH_STUDIO.email);
    const empty = await signedIn(server.url, EMPTY_STUDIO.email);
    const at = clients.toLocaleString('en');
    const parts: Record<StudioPart, () => Promise<Row[]>> = {
      search: () =>
        attempt('Client search p95', async () => {
          const [large, none] = [
            await searchP95(studio, `${at} clients`),
            await searchP95(empty, 'empty studio'),
          ];
          return [under(`Client search p95 at ${at}`, large.p95, none.p95, GOALS.searchP95Ms)];
        }),
      pages: () =>
        attempt('Clients page 1000 ÷ page 1', async () => {
          const { one, thousand } = await pageRatio(studio);
          const ratio = thousand / one;
          return [
            {
              name: `Clients page ${PAGES} ÷ page 1`,
              figure: fmtRatio(ratio),
              target: `${fmtMs(thousand)} vs ${fmtMs(one)}; goal ≤ ${GOALS.pageRatio}`,
              ratio: fmtRatio(ratio / GOALS.pageRatio),
              status: ratio <= GOALS.pageRatio ? 'PASS' : 'MISS',
            } satisfies Row,
          ];
        }),
      calendar: () =>
        attempt('Calendar month p95', async () => {
          const [large, none] = [
            await calendarP95(studio, `${jobs.toLocaleString('en')} jobs`),
            await calendarP95(empty, 'empty studio'),
          ];
          return [
            under(
              `Calendar month p95 at ${jobs.toLocaleString('en')} jobs`,
              large.p95,
              none.p95,
              GOALS.calendarP95Ms,
            ),
          ];
        }),
      documents: () => attempt('Invoices at scale', () => documentsAtScale(studio, empty, jobs / 2)),
      lighthouse: async () =>
        options.webDist
          ? attempt('Lighthouse signed-in pages', () => studioPageSpeed(server.url, clients))
          : [failRow('Lighthouse signed-in pages', 'the web build failed')],
    };
    for (const part of STUDIO_PARTS) if (runs(part)) rows.push(...(await parts[part]()));
  } finally {
    await server.stop();
  }
  return rows;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '100000' },
      jobs: { type: 'string', default: '200000' },
      // The API rows alone (no web build, no Lighthouse): a quick look at one query's change.
      'api-only': { type: 'boolean', default: false },
      // Only these parts (STUDIO_PARTS), e.g. `--only documents` for the dashboard's row.
      only: { type: 'string', multiple: true, default: [] },
    },
  });
  const only = values.only.map((part) => {
    if (!(STUDIO_PARTS as readonly string[]).includes(part))
      throw new Error(`--only: one of ${STUDIO_PARTS.join(', ')}`);
    return part as StudioPart;
  });
  const withoutPages = values['api-only'] || (only.length > 0 && !only.includes('lighthouse'));
  try {
    const build = withoutPages ? { ok: false as const, reason: '--api-only' } : await privateWebBuild();
    if (!build.ok) log(`no Lighthouse: ${build.reason}`);
    printTable(
      await studioCore({
        clients: Number(values.clients),
        jobs: Number(values.jobs),
        webDist: build.ok ? build.dir : undefined,
        only,
      }),
    );
  } finally {
    await cleanUp();
  }
}
