import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { initDataDirApart } from './pglite-init.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** The PostgreSQL URL pg-boss connects with on a server; absent on the embedded database. */
  url: string | undefined;
  pglite: PGlite | undefined;
  /** Calls back on each NOTIFY on the channel (a server connection reconnects by itself). */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'pg'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') return openPg(options.url, options.poolSize ?? 10);
  // A directory loaded from a tarball (tests' template) needs no initdb.
  if (options.dataDir && !options.loadDataDir) await initDataDirApart(options.dataDir);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // Durability matches a single-node server with synchronous_commit off: a crash may lose
    // the last moment's writes, never corrupt the data.
    relaxedDurability: true,
    // PostgreSQL's default of 128 MB of shared buffers is all resident in the WebAssembly heap;
    // 16 MB holds a studio's hot pages, and the operating system caches the rest of the files.
    postgresqlconf: ['shared_buffers=16MB'],
    // Trigram search of clients and jobs (migration 0016); a real server has it from contrib.
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    url: undefined,
    pglite: client,
    // PGlite delivers a notification within the query that commits it, before that query resolves.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
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
    listen: (channel, onNotify) => listenOnServer(url, channel, onNotify),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own. When it drops, the caller is told (a missed notification must
 * count as one) and it reconnects with backoff until stopped.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = 250;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.channel === channel && onNotify());
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      onNotify();
      setTimeout(() => void connect().catch(() => undefined), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = 250;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
