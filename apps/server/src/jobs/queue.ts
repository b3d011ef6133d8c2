import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

export type Queue = PgBoss;

/** pg-boss over the same database: its own schema, PGlite through pg-boss's adapter. */
export function createQueue(database: Database): Queue {
  const common = { schema: 'pgboss', superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 };
  if (database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: 4 });
}
