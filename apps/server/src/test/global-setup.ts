import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { SERVER_SRC } from '../paths.ts';
import { testDbKind, TEMPLATE_DB } from './db-kind.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database; each test file then copies it (PGlite: a data-directory dump;
 * PostgreSQL: CREATE DATABASE ... TEMPLATE). The template is named by what it is made of (the
 * migrations, and PGlite's version), so the projects of one lane (api, api-s3) and, on PGlite, later
 * runs reuse it instead of migrating again (9-16 s each): a changed migration or driver makes a new one.
 */
export default async function setup(project: TestProject) {
  const version = templateVersion();
  if (testDbKind() === 'pg') {
    await pgTemplate(process.env.FOCAL_TEST_PG_URL!, version);
    project.provide('pgliteTemplate', '');
    return;
  }
  project.provide('pgliteTemplate', await pgliteTemplate(version));
}

function templateVersion(): string {
  const hash = createHash('sha256');
  // Neither package exports its package.json: its lockfile entry names the installed version.
  const lock = JSON.parse(readFileSync(join(SERVER_SRC, '../../../package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${pkg}@${lock.packages[`node_modules/${pkg}`]?.version}\0`);
  }
  const dir = join(SERVER_SRC, 'db/migrations');
  const inDir = (d: string) => readdirSync(d).map((f) => join(d, f));
  const files = [...inDir(dir), ...inDir(join(dir, 'meta'))];
  for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json')).sort()) {
    hash.update(`${file}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(version: string): Promise<string> {
  const dir = join(tmpdir(), 'focal-test-templates');
  const file = join(dir, `pglite-${version}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  // Written aside and renamed: a run stopped halfway, or another run at once, never leaves half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

async function pgTemplate(adminUrl: string, version: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ version: string | null }>(
      `select shobj_description(oid, 'pg_database') as version from pg_database where datname = $1`,
      [TEMPLATE_DB],
    );
    if (rows[0]?.version === version) return;
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const url = new URL(adminUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'pg', url: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    // Marked as made only once migrated: a template that failed halfway is made again next time.
    await admin.query(`comment on database ${TEMPLATE_DB} is '${version}'`);
  } finally {
    await admin.end();
  }
}
