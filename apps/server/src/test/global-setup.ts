import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { testDbKind, TEMPLATE_DB } from './db-kind.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run; each test file then copies it
 * (PGlite: a data-directory dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (testDbKind() === 'pg') {
    const adminUrl = process.env.FOCAL_TEST_PG_URL!;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'pg', url: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(mkdtempSync(join(tmpdir(), 'focal-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
