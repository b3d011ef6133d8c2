// engine-dependent: it migrates a database part way and then to the end.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, expect, it } from 'vitest';
import { SERVER_SRC } from '../paths.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './seed/large.ts';

// Migration 0017 gives the companies made before the studio core the default job types and
// pipeline (a lead needs an open stage); a company that has its lists keeps them as they are.
const folder = mkdtempSync(join(tmpdir(), 'focal-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('gives a company made before 0017 the default job types and pipeline, once', async () => {
  cpSync(join(SERVER_SRC, 'db/migrations'), folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const full = structuredClone(journal);
  journal.entries = journal.entries.filter((entry) => entry.tag < '0017');
  writeFileSync(journalPath, JSON.stringify(journal));

  const database = await openDatabase({ kind: 'pglite' });
  try {
    const db = database.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: folder });
    await database.db.execute(sql`
      with u as (insert into users (email, first_name, last_name, currency, time_zone)
                 values ('old@studio.test', 'Old', 'Studio', 'USD', 'UTC') returning id),
           b as (insert into business_accounts (owner_user_id) select id from u returning id)
      insert into companies (business_account_id, name, email, time_zone, currency)
      select id, name, 'old@studio.test', 'UTC', 'USD' from b, (values ('Old'), ('Kept')) as n(name)`);
    await database.db.execute(sql`
      insert into lead_stages (company_id, name, kind, position)
      select id, 'Only', 'open', 0 from companies where name = 'Kept'`);

    writeFileSync(journalPath, JSON.stringify(full));
    await migrate(db, { migrationsFolder: folder });

    const counts = rowsOf<{ name: string; types: number; stages: number }>(
      await database.db.execute(sql`
      select c.name,
             (select count(*)::int from job_types t where t.company_id = c.id) as types,
             (select count(*)::int from lead_stages s where s.company_id = c.id) as stages
      from companies c order by c.name`),
    );
    expect(counts).toEqual([
      { name: 'Kept', types: 8, stages: 1 },
      { name: 'Old', types: 8, stages: 6 },
    ]);
  } finally {
    await database.close();
  }
});
