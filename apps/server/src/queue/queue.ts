import { PgBoss, fromPglite, type Queue as QueueSettings } from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * The job queue. A leaf: the queues' names and settings are the modules', listed in queues.ts and
 * created at start (runtime.ts), so that AppDeps, which holds the queue, imports no module through it.
 */
export type Queue = PgBoss;

/** A queue's name and its pg-boss settings. */
export type QueueDefinition = readonly [name: string, settings?: Omit<QueueSettings, 'name'>];

/** pg-boss over the same database: its own schema, PGlite through pg-boss's adapter. */
export function createQueue(database: Database): Queue {
  const common = { schema: 'pgboss', superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 };
  if (database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: 4 });
}

/** Starts the queue and creates `queues` (an existing queue keeps its settings). */
export async function startQueue(queue: Queue, queues: readonly QueueDefinition[]): Promise<void> {
  await queue.start();
  for (const [name, settings] of queues) await queue.createQueue(name, settings);
}
