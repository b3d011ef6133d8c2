import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { waitForHealth } from '../../packages/test-kit/src/health.ts';
import { freePort } from '../../packages/test-kit/src/ports.ts';
import { ROOT, SERVER_ENTRY, testServerEnv } from './paths.ts';

export type StartedServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  /** What the server printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** How long it took to answer /healthz, from the spawn. */
  startMs: number;
  /** Stops it (SIGTERM, SIGKILL after 5 s); resolves with its exit code (null when killed). */
  stop(): Promise<number | null>;
};

/**
 * How long startServer waits for /healthz. A copy of the template reopens in well under this on a busy
 * machine (about 30 s was seen); a fresh data directory, migrated and seeded from nothing, took 81 s.
 */
const SERVER_START_TIMEOUT_MS = 120_000;
/**
 * The timeout of a hook that starts a server (beforeAll: `test.setTimeout(SERVER_HOOK_TIMEOUT_MS)`):
 * longer than startServer's own wait, so that its message (with the server's output) is the one
 * reported, and room for what the hook starts beside it (an SMTP sink, a PostgreSQL cluster).
 */
export const SERVER_HOOK_TIMEOUT_MS = SERVER_START_TIMEOUT_MS + 60_000;

/**
 * The data directory every server of a spec's own starts from: migrated and seeded (the demo studio)
 * once per run by the global setup (support/global-setup.ts), which names it here. A copy opens in a
 * fraction of the time a fresh directory takes to be created, migrated and seeded.
 */
export const TEMPLATE_DIR_ENV = 'FOCAL_E2E_TEMPLATE_DIR';

/** The lock file a running server keeps in its data directory (apps/server/src/process-lock.ts). */
const LOCK_FILE = 'focal.pid';

/** Servers of this process not stopped yet, for stopAllServers (a hook that timed out, a failed spec). */
const running = new Set<StartedServer>();
const children = new Set<ChildProcess>();
// The last resort, when the process ends without its teardown (killed by the runner): nothing outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Stops every server this process started and has not stopped yet. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Copies the template into `dataDir` when it holds no database yet; true when it did. */
function seedFromTemplate(dataDir: string): boolean {
  const template = process.env[TEMPLATE_DIR_ENV];
  if (!template) return false;
  if (!existsSync(template) || readdirSync(template).length === 0) {
    throw new Error(`${TEMPLATE_DIR_ENV} (${template}) is empty: the global setup did not make it`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(template, dataDir, { recursive: true, filter: (source) => basename(source) !== LOCK_FILE });
  return true;
}

/**
 * Starts a Focal server of its own for a spec that needs other settings than the shared one (a short
 * ACCESS_TOKEN_TTL_SECONDS, an SMTP_URL, ...): a free port, the production build, and a data
 * directory copied from the run's migrated and seeded template (`fresh`: an empty one instead).
 *
 *   test.beforeAll(async () => {
 *     test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
 *     server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '5' });
 *   });
 *   test.afterAll(() => server?.stop());
 *
 * A server the spec does not stop (its hook timed out) is stopped at the worker's end by the
 * `stopLeftoverServers` fixture of support/fixtures.ts.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    timeoutMs?: number;
    /** A restart on the same origin (a deploy): the port and data directory of the stopped server. */
    port?: number;
    /** The caller's to remove: stop() keeps it. Copied from the template when it is empty. */
    dataDir?: string;
    /** An empty data directory: the server migrates and seeds it itself (a first start). */
    fresh?: boolean;
    /** Also hands each piece of the server's output here as it comes (the shared server's log). */
    onOutput?: (text: string) => void;
  } = {},
): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'focal-e2e-server-'));
  if (!options.fresh && !env.DATABASE_URL) seedFromTemplate(dataDir);
  let output = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...testServerEnv(port, dataDir), ...env },
  });
  children.add(child);
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    options.onOutput?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );

  let stopping: Promise<number | null> | undefined;
  const stop = (): Promise<number | null> =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(server);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    })());
  const server: StartedServer = { baseURL, port, dataDir, output: () => output, startMs: 0, stop };
  running.add(server);

  let alive = true;
  void exited.then(() => (alive = false));
  try {
    server.startMs = await waitForHealth(
      `http://127.0.0.1:${port}`,
      { name: 'the server', running: () => alive, output: () => output },
      { since: spawnedAt, timeoutMs: options.timeoutMs ?? SERVER_START_TIMEOUT_MS, intervalMs: 200 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return server;
}
