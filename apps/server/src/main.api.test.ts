// engine-dependent: process start-up, shutdown and the data directory lock differ on the embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from './test/db-kind.ts';
import { signupForm } from './test/factories.ts';
import { startSmtpServer } from './test/smtp-server.ts';
import { freshPgDatabaseUrl } from './test/test-app.ts';

const mainFile = new URL('./main.ts', import.meta.url).pathname;
const workerFile = new URL('./worker.ts', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Running = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };
const running: Running[] = [];

/** Embedded on the PGlite lane; on the PostgreSQL lane the server runs with DATABASE_URL, as deployed. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (testDbKind() !== 'pg') return {};
  return {
    DATABASE_URL: await freshPgDatabaseUrl(),
    JWT_SECRET: 'process-test-secret-process-test-secret-00',
    TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
}

async function startMain(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
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

afterEach(() => {
  for (const { child } of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const post = (base: string, path: string, body: unknown) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process', () => {
  it('seeds the demo studio on a fresh embedded database and prints how to sign in', async () => {
    const server = await startMain(mkdtempSync(join(tmpdir(), 'focal-main-')), {
      ...(await databaseEnv()),
      SEED_DEMO: '1',
    });
    expect(server.output()).toContain('Sign in at http://localhost:');
    expect(server.output()).toContain('demo@focal.test / focal-demo-password');
    expect(server.output()).toContain('admin@focal.test / focal-admin-password');
    const login = await post(server.base, '/api/auth/login', {
      email: 'demo@focal.test',
      password: 'focal-demo-password',
    });
    expect(login.status).toBe(200);
  }, 90_000);

  it('on SIGTERM finishes the requests in flight, exits 0, and keeps the data for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'focal-main-'));
    const database = await databaseEnv();
    // Info logs name each incoming request: SIGTERM is sent once the server is handling the sign-up.
    const first = await startMain(dataDir, { ...database, SEED_DEMO: '0', LOG_LEVEL: 'info' });
    const form = signupForm();
    const inFlight = post(first.base, '/api/auth/signup', form);
    while (!first.output().includes('"url":"/api/auth/signup"')) await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await first.exited).toBe(0);
    await expect(fetch(first.base + '/healthz')).rejects.toThrow();

    const second = await startMain(dataDir, { ...database, SEED_DEMO: '0' });
    expect(second.output()).not.toContain('Demo studio created');
    const login = await post(second.base, '/api/auth/login', { email: form.email, password: form.password });
    expect(login.status).toBe(401);
    expect((await login.json()).errorCode).toBe('EmailNotConfirmed');
  }, 90_000);

  it('refuses to start with a clear message when the configuration is wrong', async () => {
    const child = spawn(process.execPath, [mainFile], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
  });

  it('runs the workers as their own process on PostgreSQL, and refuses to on the embedded database', async () => {
    const database = await databaseEnv();
    if (!database.DATABASE_URL) {
      const child = spawn(process.execPath, [workerFile], {
        env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'focal-w-')) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr!.on('data', (d) => (output += d));
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
      expect(output).toContain('npm run worker needs DATABASE_URL');
      return;
    }
    const smtp = await startSmtpServer();
    try {
      const env = { ...database, SMTP_URL: smtp.url };
      const api = await startMain(mkdtempSync(join(tmpdir(), 'focal-main-')), {
        ...env,
        WORKERS: '0',
        SEED_DEMO: '0',
      });
      const form = signupForm();
      expect((await post(api.base, '/api/auth/signup', form)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received).toHaveLength(0); // nothing delivers while no worker runs
      const worker = spawn(process.execPath, [workerFile], {
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      running.push({
        child: worker,
        base: '',
        output: () => '',
        exited: new Promise((r) => worker.on('exit', r)),
      });
      const mail = await smtp.waitForMail(form.email, 60_000);
      expect(mail.subject).toBe('Confirm your email address for Focal');
    } finally {
      await smtp.close();
    }
  }, 120_000);
});

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

// Issue 10 §8 and §9. The lock belongs to the embedded database, so these run embedded on both lanes.
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
