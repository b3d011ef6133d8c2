// engine-dependent: it migrates a database part way and then to the end.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migratedUpTo } from '../test/migrate-part-way.ts';
import { rowsOf } from './seed/large.ts';

// Migration 0021 renames the account's billing tables (invoices -> subscription_invoices, ...) in
// place: an installation's customer, card, invoice and payment stay, under the new names.
it('keeps the rows of the billing tables made before 0021 under their new names', async () => {
  const { database, finish } = await migratedUpTo('0021');
  const { db } = database;
  try {
    await db.execute(sql`
      with u as (insert into users (email, first_name, last_name, currency, time_zone)
                 values ('paid@studio.test', 'Paid', 'Studio', 'USD', 'UTC') returning id)
      insert into business_accounts (owner_user_id) select id from u`);
    await db.execute(sql`
      insert into billing_customers (business_account_id, provider, provider_customer_id)
      select id, 'sandbox', 'cus_sbx_old' from business_accounts`);
    await db.execute(sql`
      insert into payment_methods (business_account_id, provider, provider_payment_method_id,
                                   brand, last4, exp_month, exp_year)
      select id, 'sandbox', 'pm_sbx_old', 'visa', '4242', 12, 2030 from business_accounts`);
    await db.execute(sql`
      insert into invoices (business_account_id, number, plan_id, amount_minor, currency, status,
                            period_start, period_end)
      select id, 'OLD-0001', 'PRO_MONTHLY', 2900, 'USD', 'paid', now(), now() + interval '1 month'
      from business_accounts`);
    await db.execute(sql`
      insert into payments (business_account_id, invoice_id, payment_method_id, provider_payment_id,
                            kind, amount_minor, currency, status)
      select i.business_account_id, i.id, m.id, 'pi_sbx_old', 'checkout', 2900, 'USD', 'succeeded'
      from invoices i, payment_methods m`);

    await finish();

    const [kept] = rowsOf<Record<string, string>>(
      await db.execute(sql`
        select c.provider_customer_id as customer, m.last4, i.number as invoice,
               p.provider_payment_id as payment
        from subscription_payments p
        join subscription_invoices i on i.id = p.invoice_id
        join subscription_payment_methods m on m.id = p.payment_method_id
        join subscription_customers c on c.business_account_id = p.business_account_id`),
    );
    expect(kept).toEqual({
      customer: 'cus_sbx_old',
      last4: '4242',
      invoice: 'OLD-0001',
      payment: 'pi_sbx_old',
    });
    const [old] = rowsOf<{ names: string | null; billing: number }>(
      await db.execute(sql`
        select coalesce(to_regclass('billing_customers')::text, to_regclass('payment_methods')::text) as names,
          -- "invoices" (0027) and "payments" (0038) are the studio's own tables: not the account's billing ones.
          (select count(*)::int from information_schema.columns
            where table_name in ('invoices', 'payments') and column_name = 'business_account_id') as billing`),
    );
    expect(old).toEqual({ names: null, billing: 0 });
  } finally {
    await database.close();
  }
});
