// engine-dependent: it migrates a database part way and then to the end.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migratedUpTo } from '../test/migrate-part-way.ts';
import { rowsOf } from './seed/large.ts';

// Migration 0017 gives the companies made before the studio core the default job types and
// pipeline (a lead needs an open stage); a company that has its lists keeps them as they are.
it('gives a company made before 0017 the default job types and pipeline, once', async () => {
  const { database, finish } = await migratedUpTo('0017');
  try {
    await database.db.execute(sql`
      with u as (insert into users (email, first_name, last_name, currency, time_zone)
                 values ('old@studio.test', 'Old', 'Studio', 'USD', 'UTC') returning id),
           b as (insert into business_accounts (owner_user_id) select id from u returning id)
      insert into companies (business_account_id, name, email, time_zone, currency)
      select id, name, 'old@studio.test', 'UTC', 'USD' from b, (values ('Old'), ('Kept')) as n(name)`);
    await database.db.execute(sql`
      insert into lead_stages (company_id, name, kind, position)
      select id, 'Only', 'open', 0 from companies where name = 'Kept'`);

    await finish();

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
