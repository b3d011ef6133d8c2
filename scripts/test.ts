/**
 * `npm test`: the five testing lanes of docs/architecture.md, in order (the static lane beside all the
 * others, api-pglite beside e2e: BACKGROUND_LANES and BESIDE), the others' output live, then each
 * lane's time, the ten slowest test files, and one closing line of our own, alone on its line:
 * `N passed, N failed` (`, N skipped` when there are any).
 *
 *   npm test                       all lanes (what CI runs)
 *   npm test -- --lane=api         only some lanes: static, unit, api, api-pglite, e2e (comma-separated or repeated)
 *
 * A lane that cannot run (a missing binary, a crashed runner, a report that was never written) counts as a
 * failure with a message saying why; a lane is never skipped silently. Exit code: 0 only when nothing failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL_PATH } from '../e2e/support/chromium.ts';
import { engineDependentFiles } from '../apps/server/src/test/engines.ts';
import { startCluster, type Cluster } from './pg-cluster.ts';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const LANES = ['static', 'unit', 'api', 'api-pglite', 'e2e'] as const;
type LaneName = (typeof LANES)[number];

type Counts = { passed: number; failed: number; skipped: number; notes: string[]; files: FileTime[] };
/** A test file's time, as its runner reported it. */
type FileTime = { file: string; ms: number };
type Lane = { name: LaneName; title: string; timeoutMs: number; run(ctx: LaneContext): Promise<Counts> };
/**
 * `kept`: the lane runs beside another, its output kept for later (Output); `lowest`: at the lowest
 * priority, taking only the cycles the other lanes leave idle.
 */
type Aside = { kept?: Output; lowest?: boolean };
type LaneContext = { reportDir: string; deadline: number } & Aside;

const MINUTE = 60_000;
/** A background lane's bound: it waits for idle cores, so its own limit would not say it hung. */
const BACKGROUND_TIMEOUT_MS = 30 * MINUTE;
const zero = (): Counts => ({ passed: 0, failed: 0, skipped: 0, notes: [], files: [] });
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, s: string) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);

// ---------------------------------------------------------------------------------------------------
// Child processes: live output, own process group (so a timeout or Ctrl-C can end the whole tree).

const running = new Set<ChildProcess>();

/** The output of a lane that runs beside another, kept until the runner prints it between two lanes. */
class Output {
  private chunks: string[] = [];
  write(chunk: Buffer | string) {
    this.chunks.push(String(chunk));
  }
  log(...parts: string[]) {
    this.write(`${parts.join(' ')}\n`);
  }
  error(...parts: string[]) {
    this.log(...parts);
  }
  take(): string {
    return this.chunks.splice(0).join('');
  }
}
let cluster: Cluster | undefined;

type RunResult = { code: number | null; signal: NodeJS.Signals | null; timedOut: boolean; error?: Error };

function runLive(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; deadline: number } & Aside,
): Promise<RunResult> {
  const binDir = join(ROOT, 'node_modules', '.bin');
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  // Our own Node (24) and the workspace's binaries come first, as under `npm run`.
  env.PATH = [binDir, dirname(process.execPath), env.PATH].filter(Boolean).join(delimiter);
  const out = opts.kept;
  (out ?? console).log(paint('2', `$ ${[cmd, ...args].join(' ')}`));
  // At the lowest priority (nice 19, inherited by what it starts) a command takes the cores only when
  // the foreground lane leaves them idle.
  const [command, commandArgs] = opts.lowest ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    let timedOut = false;
    let settled = false;
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      env,
      stdio: ['ignore', out ? 'pipe' : 'inherit', out ? 'pipe' : 'inherit'],
      detached: true,
    });
    if (opts.lowest && child.pid !== undefined) lowerAutogroup(child.pid);
    child.stdout?.on('data', (chunk: Buffer) => out?.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => out?.write(chunk));
    running.add(child);
    const remaining = Math.max(1_000, opts.deadline - Date.now());
    const timer = setTimeout(() => {
      timedOut = true;
      (out ?? console).error(paint('31', `\n[test] ${cmd} ran past the lane's time limit; stopping it.`));
      killTree(child);
    }, remaining);
    const finish = (r: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(child);
      resolve(r);
    };
    child.on('error', (error) => finish({ code: null, signal: null, timedOut, error }));
    child.on('exit', (code, signal) => finish({ code, signal, timedOut }));
  });
}

/**
 * A detached child leads a session of its own, and Linux schedules each session as a group
 * (autogroup) whose members' nice values count only among themselves: nice 19 alone still took half
 * the cores from the foreground lane (the unit lane ran 3m13s beside the static checks against
 * 2m7s alone). The group's own nice value, set here, puts the whole session behind the others.
 */
function lowerAutogroup(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    /* not Linux, or no autogroups: nice 19 is all there is */
  }
}

function killTree(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  const pid = child.pid;
  const send = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  };
  send('SIGTERM');
  setTimeout(() => send('SIGKILL'), 5_000).unref();
}

/** Why a command did not succeed, in words; undefined when it exited 0. */
function failure(r: RunResult, what: string): string | undefined {
  if (r.error) return `${what} could not be started: ${r.error.message}`;
  if (r.timedOut) return `${what} timed out`;
  if (r.signal) return `${what} was killed by ${r.signal}`;
  if (r.code !== 0) return `${what} exited with code ${r.code}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Reports

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { status: string }[];
  }[];
};

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function vitestLane(ctx: LaneContext, label: string, projects: string[], env?: NodeJS.ProcessEnv) {
  const counts = zero();
  const report = join(ctx.reportDir, `vitest-${label}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const r = await runLive('vitest', args, { ...ctx, env });
  const json = readJson<VitestReport>(report);
  if (json) {
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + json.numTodoTests;
    // A file that failed to load (syntax error, failing import, failing beforeAll) has no failed test of its
    // own: count it as one failure so it cannot pass unnoticed.
    for (const file of json.testResults) {
      if (file.startTime && file.endTime) {
        counts.files.push({ file: file.name.replace(ROOT + '/', ''), ms: file.endTime - file.startTime });
      }
      if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) {
        counts.failed += 1;
        counts.notes.push(`test file failed outside its tests: ${file.name.replace(ROOT + '/', '')}`);
      }
    }
    if (counts.passed + counts.failed + counts.skipped === 0) counts.notes.push('no tests found');
  }
  const why = failure(r, 'vitest') ?? (json ? undefined : `vitest wrote no report (${report})`);
  if (why && (r.code !== 1 || counts.failed === 0 || !json)) {
    // Exit 1 with failures counted is the ordinary "some tests failed"; anything else is the lane failing.
    counts.failed += 1;
    counts.notes.push(why);
  }
  return counts;
}

type PlaywrightSuite = {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
};

/** The time of a spec file's tests, added up (its hooks run inside them). */
function suiteMs(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .reduce((sum, result) => sum + (result.duration ?? 0), 0);
  return own + (suite.suites ?? []).reduce((sum, child) => sum + suiteMs(child), 0);
}

async function playwrightLane(ctx: LaneContext): Promise<Counts> {
  const counts = zero();
  const report = join(ctx.reportDir, 'playwright.json');
  const args = ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', '--pass-with-no-tests'];
  const r = await runLive('playwright', args, {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      PLAYWRIGHT_BROWSERS_PATH: '0',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
    deadline: ctx.deadline,
  });
  const json = readJson<PlaywrightReport>(report);
  const stats = json?.stats;
  if (stats) {
    counts.passed = stats.expected;
    // A flaky test passed only on retry: that is a bug, so it fails here.
    counts.failed = stats.unexpected + stats.flaky;
    counts.skipped = stats.skipped;
    if (stats.flaky > 0) counts.notes.push(`${stats.flaky} flaky test(s) counted as failed`);
    if (counts.passed + counts.failed + counts.skipped === 0) counts.notes.push('no tests found');
  }
  for (const suite of json?.suites ?? []) {
    if (suite.file) counts.files.push({ file: `e2e/specs/${suite.file}`, ms: suiteMs(suite) });
  }
  for (const e of json?.errors ?? []) counts.notes.push(`playwright: ${(e.message ?? '').split('\n')[0]}`);
  const why = failure(r, 'playwright') ?? (stats ? undefined : `playwright wrote no report (${report})`);
  if (why && (r.code !== 1 || counts.failed === 0 || !stats)) {
    counts.failed += 1;
    counts.notes.push(why);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------------
// Lanes

/**
 * The static checks: ESLint, the shape rules, knip's unused code and each `tsc -p` of package.json's
 * typecheck script (one list of projects, the script's), shared among the cores in that order, the
 * longest first. Run as one
 * script, the seven projects checked one after another beside ESLint: 129 s here where the cores
 * had work for about 65.
 */
async function staticLane(ctx: LaneContext): Promise<Counts> {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const typecheck = scripts.typecheck!.split('&&').map((command) => command.trim().split(/\s+/));
  const tasks: { what: string; cmd: string; args: string[] }[] = [
    { what: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    // Import cycles (type imports included) and the modules' private repositories: .dependency-cruiser.cjs.
    { what: 'shape', cmd: 'npm', args: ['run', '--silent', 'shape'] },
    // Files, exports and dependencies nothing uses (knip.jsonc).
    { what: 'unused', cmd: 'npm', args: ['run', '--silent', 'unused'] },
    ...typecheck.map(([cmd, ...args]) => ({ what: [cmd, ...args].join(' '), cmd: cmd!, args })),
  ];
  const counts = zero();
  const next = () => tasks.shift();
  const worker = async () => {
    for (let task = next(); task; task = next()) {
      const r = await runLive(task.cmd, task.args, ctx);
      const why = failure(r, task.what);
      if (why) {
        counts.failed += 1;
        counts.notes.push(why);
      } else counts.passed += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return counts;
}

const WEB_DIST = join(ROOT, 'apps/web/dist');
let webBuild: Promise<string | undefined> | undefined;
/**
 * The production web build, made once per run for both of its readers: the unit lane's build test
 * (lint-rules/login-chunk-build.test.ts, through FOCAL_WEB_DIST) and the e2e lane's server.
 * Resolves to why it failed, or undefined.
 */
function buildWebOnce(ctx: LaneContext): Promise<string | undefined> {
  webBuild ??= runLive('npm', ['run', 'build', '-w', '@focal/web'], { deadline: ctx.deadline }).then((r) =>
    failure(r, 'web build (npm run build -w @focal/web)'),
  );
  return webBuild;
}

const lanes: Lane[] = [
  {
    name: 'static',
    title: 'typecheck, lint, the shape rules and unused code, shared among the cores',
    timeoutMs: 6 * MINUTE,
    run: staticLane,
  },
  {
    name: 'unit',
    title: 'unit and component tests (vitest: contracts, web, server-unit, lint), after the web build',
    // Took 3.7 to 6 minutes on 2 cores as the component tests grew: a guard against a hang, with room.
    timeoutMs: 10 * MINUTE,
    async run(ctx) {
      const build = await buildWebOnce(ctx);
      if (build) return { ...zero(), failed: 1, notes: [build] };
      return vitestLane(ctx, 'unit', ['contracts', 'web', 'server-unit', 'lint'], {
        FOCAL_WEB_DIST: WEB_DIST,
      });
    },
  },
  {
    name: 'api',
    title: 'API integration tests on a PostgreSQL server (vitest: api, api-s3)',
    // About 4 minutes on 2 cores when last measured; a guard against a hang, with room.
    timeoutMs: 12 * MINUTE,
    async run(ctx) {
      try {
        cluster = await startCluster();
      } catch (error) {
        return {
          ...zero(),
          failed: 1,
          notes: [`could not start a PostgreSQL cluster: ${(error as Error).message}`],
        };
      }
      console.log(paint('2', `[test] PostgreSQL cluster at ${cluster.url}`));
      try {
        // api-s3: the stored-file tests again with the files in an S3 bucket (vitest.config.ts).
        return await vitestLane(ctx, 'api', ['api', 'api-s3'], {
          FOCAL_TEST_DB: 'pg',
          FOCAL_TEST_PG_URL: cluster.url,
        });
      } finally {
        await cluster.stop();
        cluster = undefined;
      }
    },
  },
  {
    name: 'api-pglite',
    title: 'API integration tests that depend on the engine, on PGlite (vitest: api-pglite)',
    timeoutMs: 8 * MINUTE,
    run(ctx) {
      // Every API test runs on PostgreSQL above; these declare why they must run on PGlite too.
      const files = engineDependentFiles(ROOT, join(ROOT, 'apps/server/src'));
      const out = ctx.kept ?? console;
      out.log(paint('2', `[test] ${files.length} files declare they depend on the engine:`));
      for (const { file, reason } of files) out.log(paint('2', `  ${file}: ${reason}`));
      return vitestLane(ctx, 'api-pglite', ['api-pglite'], {
        FOCAL_TEST_DB: 'pglite',
        FOCAL_TEST_PG_URL: undefined,
      });
    },
  },
  {
    name: 'e2e',
    title: 'end-to-end journeys in Chromium (playwright)',
    timeoutMs: 20 * MINUTE,
    async run(ctx) {
      if (!existsSync(HEADLESS_SHELL_PATH)) {
        const note = `${HEADLESS_SHELL_PATH} is missing: apt-get install chromium-headless-shell`;
        return { ...zero(), failed: 1, notes: [note] };
      }
      const build = await buildWebOnce(ctx);
      if (build) return { ...zero(), failed: 1, notes: [build] };
      return playwrightLane(ctx);
    },
  },
];

// ---------------------------------------------------------------------------------------------------
// Main

function parseLanes(argv: string[]): LaneName[] {
  const picked: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--lane=')) picked.push(...arg.slice('--lane='.length).split(','));
    else if (arg === '--lane' && argv[i + 1]) picked.push(...argv[++i]!.split(','));
    else if (arg === '--help' || arg === '-h') {
      console.log(`usage: npm test [-- --lane=${LANES.join('|')}[,...]]`);
      process.exit(0);
    } else {
      console.error(`[test] unknown argument: ${arg} (lanes: ${LANES.join(', ')})`);
      process.exit(2);
    }
  }
  const unknown = picked.filter((l) => !(LANES as readonly string[]).includes(l));
  if (unknown.length) {
    console.error(`[test] unknown lane(s): ${unknown.join(', ')} (lanes: ${LANES.join(', ')})`);
    process.exit(2);
  }
  return picked.length ? LANES.filter((l) => picked.includes(l)) : [...LANES];
}

// Whole seconds first, so 5m59.6s reads 6m0s, not 5m60s.
const formatDuration = (ms: number) => {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${seconds % 60}s`;
};

const selected = parseLanes(process.argv.slice(2));
const reportDir = mkdtempSync(join(tmpdir(), 'focal-test-reports-'));
const results: { lane: Lane; counts: Counts; ms: number }[] = [];

const onSignal = (signal: NodeJS.Signals) => {
  console.error(`\n[test] ${signal}: stopping`);
  for (const child of running) killTree(child);
  void (async () => {
    await cluster?.stop().catch(() => {});
    rmSync(reportDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  })();
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

/** Runs a lane to its counts and time; a lane that throws is a failure, never a crash of the runner. */
async function runLane(lane: Lane, aside: Aside = {}) {
  const t0 = Date.now();
  let counts: Counts;
  try {
    counts = await lane.run({ reportDir, deadline: t0 + lane.timeoutMs, ...aside });
  } catch (error) {
    counts = { ...zero(), failed: 1, notes: [`lane crashed: ${(error as Error).stack ?? String(error)}`] };
  }
  return { lane, counts, ms: Date.now() - t0 };
}

const header = (lane: Lane, aside = '') =>
  paint('1;36', `\n━━━ lane ${lane.name}: ${lane.title}${aside} ━━━`);

function printResult({ lane, counts, ms }: (typeof results)[number]) {
  // Not in the closing line's form, so that only the last line reads as the run's total.
  const line = `lane ${lane.name}: passed ${counts.passed} / failed ${counts.failed} / skipped ${counts.skipped} (${formatDuration(ms)})`;
  console.log(paint(counts.failed ? '1;31' : '1;32', line));
  for (const note of counts.notes) console.log(paint(counts.failed ? '31' : '33', `  - ${note}`));
}

const started = Date.now();
const picked = lanes.filter((l) => selected.includes(l.name));
/**
 * With other lanes to run, the static lane runs beside them from the start at the lowest priority
 * (BACKGROUND_LANES): mostly one core's work each, the test lanes leave a core idle for minutes in
 * all (waits on timers, processes starting, a two-factor code's next step), and the static checks
 * take those cycles instead of a minute of their own.
 */
const BACKGROUND_LANES: readonly LaneName[] = ['static'];
/**
 * Lanes that run beside another one, started with it at the same priority: the journeys leave a
 * quarter of the cores idle (the browser and the server wait on each other), and the PGlite API
 * tests fill it. Measured here: the two together 5m30s, with the e2e lane as long as alone, against
 * 6m43s one after the other.
 */
const BESIDE: Partial<Record<LaneName, LaneName>> = { 'api-pglite': 'e2e' };
const inBackground = picked.length > 1 ? picked.filter((l) => BACKGROUND_LANES.includes(l.name)) : [];
const foreground = picked.filter((l) => !inBackground.includes(l));
const companionOf = (lane: Lane) => foreground.find((l) => l.name === BESIDE[lane.name]);
const companions = foreground.filter((l) => companionOf(l));
/** What a lane that ran beside others ran beside; undefined for a lane that ran on its own. */
const besideText = (name: LaneName) =>
  inBackground.some((l) => l.name === name)
    ? 'the other lanes'
    : companions.some((l) => l.name === name)
      ? `lane ${BESIDE[name]}`
      : undefined;

/** Starts a lane whose output is kept; `print` shows it once the lane is done, between two lanes. */
function startAside(lane: Lane, lowest: boolean) {
  const output = new Output();
  const run = { done: false, printed: false, result: undefined as (typeof results)[number] | undefined };
  const timed = lowest ? { ...lane, timeoutMs: BACKGROUND_TIMEOUT_MS } : lane;
  const finished = runLane(timed, { kept: output, lowest }).then((result) => {
    run.result = result;
    run.done = true;
  });
  const print = () => {
    if (run.printed || !run.result) return;
    run.printed = true;
    const priority = lowest ? ', at the lowest priority' : '';
    console.log(header(lane, ` (ran beside ${besideText(lane.name)}${priority})`));
    process.stdout.write(output.take());
    printResult(run.result);
    results.push(run.result);
  };
  return { run, finished, print };
}

const background = inBackground.map((lane) => startAside(lane, true));
const printFinishedBackground = () => background.forEach((b) => b.run.done && b.print());

for (const lane of foreground.filter((l) => !companions.includes(l))) {
  const besideLanes = companions.filter((c) => companionOf(c) === lane);
  const beside = besideLanes.map((c) => startAside(c, false));
  const names = besideLanes.map((c) => c.name).join(', ');
  console.log(header(lane, names ? ` (lane ${names} beside it)` : ''));
  const result = await runLane(lane);
  results.push(result);
  printResult(result);
  for (const b of beside) {
    if (!b.run.done) console.log(paint('2', `\n[test] waiting for the lane beside ${lane.name}`));
    await b.finished;
    b.print();
  }
  printFinishedBackground();
}
for (const b of background) {
  if (!b.run.done) console.log(paint('2', '\n[test] waiting for the lanes running in the background'));
  await b.finished;
  b.print();
}
results.sort((a, b) => LANES.indexOf(a.lane.name) - LANES.indexOf(b.lane.name));
rmSync(reportDir, { recursive: true, force: true });

const total = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log(paint('1', `\n━━━ summary (${formatDuration(Date.now() - started)}) ━━━`));
for (const { lane, counts, ms } of results) {
  const status = counts.failed ? paint('31', 'FAIL') : paint('32', 'ok  ');
  console.log(
    `${status} ${lane.name.padEnd(10)} passed ${String(counts.passed).padStart(4)}  failed ${String(counts.failed).padStart(3)}  skipped ${String(counts.skipped).padStart(3)}  ${formatDuration(ms).padStart(7)}${besideText(lane.name) ? `  (beside ${besideText(lane.name)})` : ''}`,
  );
  for (const note of counts.notes) console.log(`       ${note.split('\n')[0]}`);
}
const SLOWEST = 10;
const slowest = results
  .flatMap(({ lane, counts }) => counts.files.map((f) => ({ ...f, lane: lane.name })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, SLOWEST);
if (slowest.length) {
  console.log(paint('1', `\n━━━ the ${slowest.length} slowest test files ━━━`));
  for (const { lane, file, ms } of slowest) {
    console.log(`${formatDuration(ms).padStart(7)}  ${lane.padEnd(10)} ${file}`);
  }
  console.log('');
}
// The closing line CI reads: alone on its line, nothing after it.
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed > 0 ? 1 : 0;
