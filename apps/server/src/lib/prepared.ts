import type { Db } from '../db/client.ts';

/**
 * A prepared statement per database handle, built once: hot paths (every authenticated request)
 * skip drizzle's query building and let PostgreSQL reuse the plan.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
