/**
 * Child processes and temporary directories owned by the benchmarks, and their clean-up.
 *
 * Every child runs in its own process group (detached), so stopping it also ends what it started (npm →
 * vite, start.ts → the server). Everything started through here is registered, and cleanUp() ends it all
 * and removes every temporary directory: run.ts calls it in `finally` and on SIGINT/SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
/** The Node that runs us (24, from node_modules/.bin), never the system one. */
export const NODE = process.execPath;

export type Child = {
  name: string;
  proc: ChildProcess;
  /** The last 20,000 characters of stdout and stderr together. */
  output(): string;
  /** Stdout alone, whole (for children that answer with JSON). */
  stdout(): string;
  running(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to the process group, SIGKILL after graceMs; resolves once the child has exited. */
  stop(graceMs?: number): Promise<void>;
};

const children = new Set<Child>();
const tempDirs = new Set<string>();
const cleanUps = new Set<() => Promise<void>>();

/** The environment children get: ours, with our Node and the workspace's binaries first on the PATH. */
function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  env.PATH = [join(ROOT, 'node_modules', '.bin'), dirname(NODE), env.PATH].filter(Boolean).join(delimiter);
  return env;
}

function signalGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    process.kill(-proc.pid, signal);
  } catch {
    try {
      proc.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): Child {
  const proc = spawn(cmd, args, {
    cwd: options.cwd ?? ROOT,
    env: childEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stdout = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output = (output + chunk.toString()).slice(-20_000);
  });
  proc.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.once('error', (error) => {
      running = false;
      output += `\n${name}: ${error.message}`;
      resolve({ code: null, signal: null });
    });
    proc.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  const child: Child = {
    name,
    proc,
    output: () => output,
    stdout: () => stdout,
    running: () => running,
    exited,
    async stop(graceMs = 15_000) {
      if (running) {
        signalGroup(proc, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(proc, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // The leader is gone; anything it left in its group goes too.
      signalGroup(proc, 'SIGKILL');
      children.delete(child);
    },
  };
  children.add(child);
  void exited.then(() => {
    if (!running) children.delete(child);
  });
  return child;
}

/** A child running `node <script> ...args` with our Node. */
export function startNode(
  name: string,
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Child {
  return startProcess(name, NODE, [script, ...args], { env });
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `focal-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Registers extra clean-up (a PostgreSQL cluster, a browser); returns a function that unregisters it. */
export function onCleanUp(fn: () => Promise<void>): () => void {
  cleanUps.add(fn);
  return () => cleanUps.delete(fn);
}

/** Ends every child (in parallel), runs the registered clean-ups and removes every temporary directory. */
export async function cleanUp(): Promise<void> {
  await Promise.allSettled([...children].map((child) => child.stop(5_000)));
  for (const fn of [...cleanUps]) {
    cleanUps.delete(fn);
    await fn().catch((error: unknown) => console.error(`clean-up: ${(error as Error).message}`));
  }
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

/** Runs a command to completion (output captured), failing after timeoutMs. */
export async function runToEnd(
  name: string,
  cmd: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; timeoutMs: number },
): Promise<{ ok: boolean; code: number | null; output: string; timedOut: boolean }> {
  const child = startProcess(name, cmd, args, { env: options.env });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void child.stop(2_000);
  }, options.timeoutMs);
  const { code } = await child.exited;
  clearTimeout(timer);
  await child.stop();
  return { ok: code === 0 && !timedOut, code, output: child.output(), timedOut };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export { tail } from '../../packages/test-kit/src/health.ts';
