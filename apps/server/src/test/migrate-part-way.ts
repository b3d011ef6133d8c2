import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase } from '../db/client.ts';
import { SERVER_SRC } from '../paths.ts';

/**
 * A fresh embedded database migrated up to the migration tagged `before` (excluded), as an
 * installation made before it is; `finish` applies the rest, as that installation's next start
 * would. The caller closes the database (and `finish` removes the copied migrations).
 */
export async function migratedUpTo(before: string) {
  const folder = mkdtempSync(join(tmpdir(), 'focal-migrations-'));
  cpSync(join(SERVER_SRC, 'db/migrations'), folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const full = readFileSync(journalPath, 'utf8');
  const journal = JSON.parse(full) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < before);
  writeFileSync(journalPath, JSON.stringify(journal));

  const database = await openDatabase({ kind: 'pglite' });
  const db = database.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: folder });
  const finish = async () => {
    writeFileSync(journalPath, full);
    try {
      await migrate(db, { migrationsFolder: folder });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  return { database, finish };
}
