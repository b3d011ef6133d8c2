import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHealth } from '../../packages/test-kit/src/health.ts';
import { freePort } from '../../packages/test-kit/src/ports.ts';
import { ROOT, SERVER_ENTRY, testServerEnv } from './paths.ts';

export type StartedServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  /** What the server printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts a Focal server of its own for a spec that needs other settings than the shared one (a short
 * ACCESS_TOKEN_TTL_SECONDS, an SMTP_URL, ...): a free port, a fresh data directory, the production build.
 *
 *   const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '5' });
 *   test.use({ baseURL: server.baseURL });   // or request.newContext({ baseURL: server.baseURL })
 *   await server.stop();
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    timeoutMs?: number;
    /** A restart on the same origin (a deploy): the port and data directory of the stopped server. */
    port?: number;
    /** The caller's to remove: stop() keeps it. */
    dataDir?: string;
  } = {},
): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'focal-e2e-server-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...testServerEnv(port, dataDir), ...env },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let running = true;
  void exited.then(() => (running = false));
  try {
    await waitForHealth(
      `http://127.0.0.1:${port}`,
      { name: 'the server', running: () => running, output: () => output },
      { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 200 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, port, dataDir, output: () => output, stop };
}
