/**
 * Cold start: `npm start` on an existing data directory, from spawn until /healthz answers 200 (polled
 * every 20 ms). A first start creates and seeds the data directory (reported for information) and is
 * stopped with SIGTERM; then 3 measured starts of `node scripts/start.ts`, each stopped before the next.
 * Goal: median < 2000 ms.
 *
 * start.ts builds the web app first when the build is stale; a benchmark of the server's start must not
 * time a build, so a stale build is rebuilt (untimed) before a start, and when that fails the server entry
 * (apps/server/src/main.ts, which start.ts imports) is timed instead, and the table says so.
 */
import { startFocal } from './lib/focal.ts';
import { type Row, fmtMs, fmtRatio, log } from './lib/report.ts';
import { makeTempDir, removeTempDir } from './lib/processes.ts';
import { refreshDist, webBuildIsStale } from './lib/web-build.ts';

export const GOAL_MS = 2000;
const RUNS = 3;
const START = 'scripts/start.ts';
const SERVER = 'apps/server/src/main.ts';

let buildFails = false;
/**
 * start.ts when the web build is fresh. Sources edited since the last build make it stale, and start.ts
 * would time a build: rebuild first, untimed; if the build fails, time the server entry instead.
 */
async function entry(): Promise<string> {
  if (!webBuildIsStale()) return START;
  if (!buildFails) {
    const build = await refreshDist();
    if (build.ok && !webBuildIsStale()) {
      log(`(the web build was stale: rebuilt before the start, untimed: ${build.note})`);
      return START;
    }
    buildFails = true;
    const why = build.ok ? 'it is still stale after a build' : build.reason;
    log(`the web build cannot be brought up to date (${why})`);
    log(`start.ts would build it first: timing ${SERVER}, what start.ts runs after its build check, instead`);
  }
  return SERVER;
}

export async function coldStart(): Promise<Row[]> {
  const dataDir = makeTempDir('cold-start');
  try {
    const first = await entry();
    const fresh = await startFocal({
      name: `cold start (fresh): ${first}`,
      entry: first,
      env: { DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    log(`first start (${first}), fresh data directory (creates and seeds it): ${fmtMs(fresh.readyMs)}`);
    const stopStarted = performance.now();
    await fresh.stop();
    log(`stopped with SIGTERM in ${fmtMs(performance.now() - stopStarted)}`);

    const times: number[] = [];
    const entries = new Set<string>();
    for (let run = 1; run <= RUNS; run++) {
      const file = await entry();
      entries.add(file);
      const server = await startFocal({
        name: `cold start ${run}: ${file}`,
        entry: file,
        env: { DATA_DIR: dataDir },
        timeoutMs: 60_000,
      });
      times.push(server.readyMs);
      // An edit that lands between our check and start.ts's own makes start.ts build: say so.
      const built = server.child.output().includes('Building the web app');
      log(
        `run ${run} (${file}): ${fmtMs(server.readyMs)}${built ? ' (INCLUDES A WEB BUILD: sources changed mid-run)' : ''}`,
      );
      await server.stop();
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    const what = entries.has(SERVER)
      ? entries.size > 1
        ? 'start.ts / server entry'
        : 'server entry only'
      : 'npm start';
    return [
      {
        name: `Cold start, median of ${RUNS} (${what})`,
        figure: `${fmtMs(median)} (${times.map((t) => Math.round(t)).join(', ')})`,
        target: `goal < ${fmtMs(GOAL_MS)}`,
        ratio: fmtRatio(median / GOAL_MS),
        status: median < GOAL_MS ? 'PASS' : 'MISS',
      },
      {
        name: 'First start, fresh data directory',
        figure: fmtMs(fresh.readyMs),
        target: 'information',
        ratio: '—',
        status: 'INFO',
      },
    ];
  } finally {
    removeTempDir(dataDir);
  }
}
