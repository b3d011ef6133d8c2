import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../../packages/test-kit/src/ports.ts';

/** The server's entry (`npm start` runs it) and the workers' (`npm run worker`), as child processes. */
export const mainFile = new URL('../main.ts', import.meta.url).pathname;
export const workerFile = new URL('../worker.ts', import.meta.url).pathname;

export type Running = {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};
/** Every process a test started (startMain's, and those a test spawned by hand and pushed). */
export const running: Running[] = [];

/**
 * Kills what the test started: each file calls `afterEach(killStarted)` itself, since a hook
 * registered here would join only the first file of a worker that imports this module.
 */
export function killStarted() {
  for (const { child } of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/** Starts the server over `dataDir` (and `env`), resolving once it says it runs. */
export async function startMain(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const proc = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  running.push(proc);
  const deadline = Date.now() + 60_000; // a busy machine creates a fresh embedded database slowly
  while (!output.includes('Focal is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return proc;
}
