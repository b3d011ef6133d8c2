import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Whether the database answers (readiness): throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
