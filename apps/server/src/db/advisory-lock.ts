import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Holds a transaction-scoped advisory lock on a name until the transaction ends, in every API
 * process: what is counted, checked or written under the same name never interleaves.
 */
export async function lockName(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
