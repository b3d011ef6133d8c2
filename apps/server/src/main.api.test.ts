// engine-dependent: the server process starts on the embedded database on one lane, on DATABASE_URL on the other.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from './test/db-kind.ts';
import { signupForm } from './test/factories.ts';
import { killStarted, mainFile, running, startMain, workerFile } from './test/main-process.ts';
import { startSmtpServer } from './test/smtp-server.ts';
import { freshPgDatabaseUrl } from './test/test-app.ts';

afterEach(killStarted);

/** Embedded on the PGlite lane; on the PostgreSQL lane the server runs with DATABASE_URL, as deployed. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (testDbKind() !== 'pg') return {};
  return {
    DATABASE_URL: await freshPgDatabaseUrl(),
    JWT_SECRET: 'process-test-secret-process-test-secret-00',
    TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
}

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
