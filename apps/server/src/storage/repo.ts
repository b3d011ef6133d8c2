/** The one piece of SQL of the file store: a lock per stored file, shared by every API process. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Holds a transaction-scoped advisory lock on one stored file. Pointing a row at a file and
 * deleting a file no row points at both take it, so they never interleave (shared-files.ts).
 */
export async function lockStoredFile(tx: Db, path: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`file:${path}`}, 0))`);
}
