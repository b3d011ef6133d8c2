// engine-dependent: it migrates a database part way and then to the end.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migratedUpTo } from '../test/migrate-part-way.ts';
import { rowsOf } from './seed/large.ts';

// Migration 0024 moves the company tax rates from basis points to millionths (issue 32): the column
// is renamed in place and each rate multiplied by 100, so 20% stays 20% (2000 bp → 200000).
it('keeps the tax rates made before 0024 at the same percentage, in millionths', async () => {
  const { database, finish } = await migratedUpTo('0024');
  const { db } = database;
  try {
    await db.execute(sql`
      with u as (insert into users (email, first_name, last_name, currency, time_zone)
                 values ('rates@studio.test', 'Rates', 'Studio', 'USD', 'UTC') returning id),
           b as (insert into business_accounts (owner_user_id) select id from u returning id),
           c as (insert into companies (business_account_id, name, email, time_zone, currency)
                 select id, 'Old', 'rates@studio.test', 'UTC', 'USD' from b returning id)
      insert into tax_rates (company_id, name, rate_basis_points, position)
      select c.id, r.name, r.bp, r.position from c,
        (values ('VAT', 2000, 0), ('Sales tax', 875, 1), ('None', 0, 2), ('Top', 100000, 3)) as r(name, bp, position)`);

    await finish();

    const rates = rowsOf<{ name: string; rate: number }>(
      await db.execute(sql`select name, rate_millionths as rate from tax_rates order by position`),
    );
    expect(rates).toEqual([
      { name: 'VAT', rate: 200_000 },
      { name: 'Sales tax', rate: 87_500 },
      { name: 'None', rate: 0 },
      { name: 'Top', rate: 10_000_000 },
    ]);
    const [old] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from information_schema.columns
                           where table_name = 'tax_rates' and column_name = 'rate_basis_points'`),
    );
    expect(old).toEqual({ n: 0 });
  } finally {
    await database.close();
  }
});
