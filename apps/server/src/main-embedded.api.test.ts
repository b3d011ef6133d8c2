import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killStarted, mainFile, running, type Running, startMain } from './test/main-process.ts';

// The embedded database's own process rules (issue 10 §8 and §9): they run on the embedded database
// whatever the lane's, so they run once, on the api lane (no `engine-dependent` line).
afterEach(killStarted);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the exit code, or with 'still running' once the time is up. */
const exitWithin = (proc: Running, ms: number) =>
  Promise.race([proc.exited, sleep(ms).then(() => 'still running' as const)]);

/** A request whose body never finishes arriving: it stays in flight until the socket closes. */
function hangingRequest(base: string) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  return socket;
}

/** The local address a TCP port listens on, from the kernel's table ('0100007F' is 127.0.0.1). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
      .map((cols) => cols[1]!.split(':')[0]!),
  );
}

describe('one process per embedded database, and a stop that ends', () => {
  const fresh = () => mkdtempSync(join(tmpdir(), 'focal-lock-'));
  // Creating an embedded database takes seconds, reopening one well under one: the tests share one
  // data directory (each test's server is killed after it, which leaves a stale lock behind).
  let sharedDir: string | undefined;
  const shared = () => (sharedDir ??= fresh());

  it('listens on 127.0.0.1 by default on the embedded database', async () => {
    const server = await startMain(shared(), { HOST: '', SEED_DEMO: '0' });
    expect(listeningAddresses(Number(new URL(server.base).port))).toEqual(['0100007F']);
    expect(server.output()).toContain('HOST=0.0.0.0 npm start opens it to the network');
    // Issue 29 §10: the default key file travels with the data, and the start says so.
    expect(server.output()).toContain(
      `The two-factor key is in ${join(shared(), 'two-factor-key')}, beside the data it protects`,
    );
  }, 90_000);

  it('refuses a second start on a DATA_DIR a running Focal holds, naming that process', async () => {
    const dataDir = shared();
    const first = await startMain(dataDir, { SEED_DEMO: '0' });
    const second = spawn(process.execPath, [mainFile], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stderr!.on('data', (d) => (output += d));
    second.stdout!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => second.on('exit', resolve));
    // Killed after the test if it starts after all (as it did before the lock).
    running.push({ child: second, base: '', output: () => output, exited });
    expect(await exited).toBe(1);
    expect(output).toContain(`Another Focal (pid ${first.child.pid}`);
    expect(output).toContain(dataDir);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
  }, 90_000);

  it('takes over a lock left by a killed process, or by a pid now used by another process', async () => {
    const dataDir = shared();
    const killed = await startMain(dataDir, { SEED_DEMO: '0' });
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = await startMain(dataDir, { SEED_DEMO: '0' });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    // A live pid (this test's own) with another start time: the pid was reused, the lock is stale.
    const lock = { pid: process.pid, startTime: '1', startedAt: new Date(0).toISOString(), dataDir };
    writeFileSync(join(dataDir, 'focal.pid'), JSON.stringify(lock));
    await startMain(dataDir, { SEED_DEMO: '0' });
  }, 120_000);

  it('a stop right after the start ends, and leaves the data directory free', async () => {
    const dataDir = fresh();
    const child = spawn(process.execPath, [mainFile], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' },
      stdio: 'ignore',
    });
    await sleep(700); // the database is being created
    child.kill('SIGTERM');
    const code = await Promise.race([
      new Promise((resolve) => child.on('exit', resolve)),
      sleep(15_000).then(() => 'still running'),
    ]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code).not.toBe('still running');
    await startMain(dataDir, { SEED_DEMO: '0' });
  }, 90_000);

  it('exits within the 10 s deadline while a request never finishes', async () => {
    const server = await startMain(shared(), { SEED_DEMO: '0' });
    const socket = hangingRequest(server.base);
    await sleep(300);
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(1);
    expect(Date.now() - stopAt).toBeGreaterThanOrEqual(9_500);
    expect(server.output()).toContain('did not finish within 10 s');
    socket.destroy();
  }, 90_000);

  it('exits at once on a second signal', async () => {
    const server = await startMain(shared(), { SEED_DEMO: '0' });
    const socket = hangingRequest(server.base);
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(500);
    const againAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 3_000)).toBe(1);
    expect(Date.now() - againAt).toBeLessThan(3_000);
    socket.destroy();
  }, 90_000);
});
