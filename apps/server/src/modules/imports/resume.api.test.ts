// engine-dependent: an import resumes after a restart of the process and its workers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackgroundTaskPaths, type Banners, CompanyPaths } from '@focal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { importCopies, taxRates } from '../../db/schema.ts';
import { createRuntime } from '../../runtime.ts';
import { testDbKind } from '../../test/db-kind.ts';
import { bearer, currentCompanyId, onPlan, signedInOwner, uniqueEmail } from '../../test/factories.ts';
import { freshPgDatabaseUrl, type TestApp } from '../../test/test-app.ts';

/**
 * The demand: kill the process in the middle of an import, start it again on the same
 * database, and the import finishes with no duplicate and no lost row. The server runs as a real
 * child process (`main.ts`, workers in-process) on the lane's database: a PostgreSQL server with
 * DATABASE_URL, or an embedded PGlite data directory.
 */

const mainFile = new URL('../../main.ts', import.meta.url).pathname;
const SECRET = 'resume-test-secret-resume-test-secret-0123';
const ROWS = 3000;
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The lane's database, empty but migrated, and how a process reaches it. */
async function laneDatabase(): Promise<{
  dataDir: string;
  env: Record<string, string>;
  open: () => Promise<Database>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'focal-resume-'));
  dirs.push(dataDir);
  if (testDbKind() === 'pg') {
    const url = await freshPgDatabaseUrl();
    return {
      dataDir,
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'pg', url, poolSize: 3 }),
    };
  }
  const dbDir = join(dataDir, 'db'); // where main.ts opens DATA_DIR's embedded database
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const created = await openDatabase({ kind: 'pglite', dataDir: dbDir, loadDataDir: template });
  await created.close();
  return { dataDir, env: {}, open: () => openDatabase({ kind: 'pglite', dataDir: dbDir }) };
}

/** The app in this process over that database, for the fixture (closed before any child opens it). */
async function appOver(database: Database, dataDir: string, env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...env,
  });
  const runtime = await createRuntime(config, { database, queue: false });
  const app = await buildApp(runtime.deps, { logger: false });
  return {
    app,
    deps: runtime.deps,
    call: ({ ip, ...rest }) => app.inject({ remoteAddress: ip ?? '127.0.0.1', ...rest }),
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  let output = '';
  const { SMTP_URL: _smtp, DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      FOCAL_IMPORT_BATCH_PAUSE_MS: '150',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Focal is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

type Progress = { state: string; copied: number; total: number | null };

/** What the user sees: the import's banner, its progress read from the summary while it runs. */
async function progressOf(base: string, auth: Record<string, string>, taskId: string): Promise<Progress> {
  const res = await fetch(base + BackgroundTaskPaths.banners, { headers: auth });
  expect(res.status).toBe(200);
  const banner = ((await res.json()) as { data: Banners }).data.banners.find((b) => b.id === taskId)!;
  const counts = banner.summary.textHtml.match(/(?<![\d,])([\d,]+) of ([\d,]+) items copied/);
  const num = (s: string | undefined) => Number((s ?? '').replaceAll(',', ''));
  return { state: banner.state, copied: counts ? num(counts[1]) : 0, total: counts ? num(counts[2]) : null };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ratesOf = async (database: Database, companyId: string) =>
  (
    await database.db
      .select({ name: taxRates.name, rate: taxRates.rateMillionths })
      .from(taxRates)
      .where(eq(taxRates.companyId, companyId))
  )
    .map((r) => `${r.name}=${r.rate}`)
    .sort();

describe('an import killed in the middle', () => {
  it(`finishes after a restart with every one of ${ROWS} rows copied exactly once`, async () => {
    const lane = await laneDatabase();
    const fixture = await appOver(await lane.open(), lane.dataDir, lane.env);
    const owner = await signedInOwner(fixture, { companyName: 'Lumen Portraits' });
    await onPlan(fixture, owner.form.email, 'MASTER');
    const sourceId = await currentCompanyId(fixture, owner.auth);
    await fixture.deps.db.execute(sql`
      insert into tax_rates (company_id, name, rate_millionths, position)
      select ${sourceId}, 'Rate ' || g, g * 3700 % 10000000, g % 10 from generate_series(1, ${ROWS}) g`);
    const created = await fixture.call({
      method: 'POST',
      url: CompanyPaths.create,
      headers: owner.auth,
      payload: {
        name: 'Sunday Weddings',
        email: uniqueEmail('weddings'),
        toImportData: { sourceCompanyId: sourceId, types: ['TAX_RATES'] },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { companyId: targetId, taskId, tokens } = created.json().data;
    const auth = bearer(tokens);
    await fixture.close(); // the queue never ran here: the task waits for the server's workers

    const first = await startServer(lane.dataDir, lane.env);
    let atKill: Progress | undefined;
    await until(
      'some rows are copied',
      async () => {
        const progress = await progressOf(first.base, auth, taskId);
        if (progress.copied > 0) atKill = progress;
        return progress.copied > 0;
      },
      60_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(atKill!.state).toBe('IN_PROGRESS');
    expect(atKill!.total).toBe(ROWS);
    expect(atKill!.copied).toBeLessThan(ROWS);

    const second = await startServer(lane.dataDir, lane.env);
    await until(
      'the import is finished',
      async () => (await progressOf(second.base, auth, taskId)).state !== 'IN_PROGRESS',
      90_000,
    );
    expect((await progressOf(second.base, auth, taskId)).state).toBe('COMPLETED');
    second.child.kill('SIGTERM');
    await second.exited;

    const database = await lane.open();
    try {
      const target = await ratesOf(database, targetId);
      expect(target).toHaveLength(ROWS);
      expect(new Set(target).size).toBe(ROWS); // no duplicate
      expect(target).toEqual(await ratesOf(database, sourceId)); // nothing lost, nothing changed
      const [copies] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(importCopies)
        .where(and(eq(importCopies.taskId, taskId), eq(importCopies.type, 'TAX_RATES')));
      expect(copies!.n).toBe(ROWS);
    } finally {
      await database.close();
    }
  }, 240_000);
});
