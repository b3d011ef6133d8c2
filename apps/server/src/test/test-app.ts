import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { startWorkers } from '../queue/workers.ts';
import { createRuntime } from '../runtime.ts';
import { testDbKind, TEMPLATE_DB } from './db-kind.ts';
import { newBucket, s3Env } from './s3-server.ts';

export const TEST_PUBLIC_URL = 'http://focal.test';

/** A fresh copy of the migrated template database, private to the caller. */
async function freshDatabase(): Promise<Database> {
  if (testDbKind() === 'pg')
    return openDatabase({ kind: 'pg', url: await freshPgDatabaseUrl(), poolSize: 5 });
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
}

/** On the PostgreSQL lane: a new database copied from the migrated template, by URL. */
export async function freshPgDatabaseUrl(): Promise<string> {
  const name = `focal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.FOCAL_TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(process.env.FOCAL_TEST_PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** inject() from a client address of the test's choosing (rate limits count per address). */
  call: (options: InjectOptions & { ip?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** The real app over a real database, driven through inject(); env overrides the test config. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { workers?: boolean } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'focal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'focal-no-web-build'),
    ...(await testFileStore()),
    ...env,
  });
  const runtime = await createRuntime(config, { database, queue: Boolean(options.workers) });
  const workers = options.workers ? await startWorkers(runtime.deps) : undefined;
  const errors = errorLog();
  const app = await buildApp(
    { ...runtime.deps, config: { ...runtime.deps.config, logLevel: 'error' } },
    { logStream: errors.sink },
  );
  const call: TestApp['call'] = async ({ ip, ...rest }) => {
    const res = await app.inject({ remoteAddress: ip ?? '127.0.0.1', ...rest });
    if (res.statusCode >= 500) errors.report(`${rest.method ?? 'GET'} ${String(rest.url)} answered ${res.statusCode}`);
    return res;
  };
  return {
    app,
    deps: runtime.deps,
    call,
    close: async () => {
      await app.close();
      await workers?.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app's error log, kept in memory and printed when a request answers 5xx: a test that fails on
 * an unexpected 500 (on a loaded machine, say) then says why, where the answer's body cannot.
 */
function errorLog() {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return {
    sink,
    report(what: string) {
      console.error(`${what}; the server logged:\n${written || '(nothing)'}`);
      written = '';
    },
  };
}

/**
 * Under the api-s3 project (vitest.config.ts) files go to a fresh bucket of its loopback S3 server;
 * elsewhere to the app's own DATA_DIR.
 */
async function testFileStore(): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint');
  return endpoint ? s3Env(endpoint, await newBucket(endpoint)) : {};
}

/**
 * Another API process over the same database (same config unless overridden, e.g. its own
 * DATA_DIR), as behind a load balancer.
 */
export async function createSecondApp(first: TestApp, overrides: Partial<Config> = {}) {
  const runtime = await createRuntime(
    { ...first.deps.config, ...overrides },
    {
      database: { ...first.deps.database, close: async () => {} },
      queue: false,
    },
  );
  const app = await buildApp(runtime.deps, { logger: false });
  return {
    inject: app.inject.bind(app),
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}
