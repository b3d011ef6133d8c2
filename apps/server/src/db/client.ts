import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** The PostgreSQL URL pg-boss connects with on a server; absent on the embedded database. */
  url: string | undefined;
  pglite: PGlite | undefined;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'pg'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') return openPg(options.url, options.poolSize ?? 10);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // Durability matches a single-node server with synchronous_commit off: a crash may lose
    // the last moment's writes, never corrupt the data.
    relaxedDurability: true,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    url: undefined,
    pglite: client,
    close: () => client.close(),
  };
}

async function openPg(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('select 1');
  return {
    kind: 'pg',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    url,
    pglite: undefined,
    close: () => pool.end(),
  };
}
