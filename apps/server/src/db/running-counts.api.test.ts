// engine-dependent: database triggers keep these counts, and a migration fills them from what is there.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { migratedUpTo } from '../test/migrate-part-way.ts';
import type { Db } from './client.ts';
import { rowsOf } from './seed/large.ts';
import { BENCH_STUDIO, EMPTY_STUDIO, seedLargeStudio } from './seed/large-studio.ts';

/**
 * Migration 0039's triggers keep job_counts, invoice_owed_days and jobs.last_activity_at: after any
 * write, each equals what it counts, counted again from the rows (what the dashboard read before).
 */
const DRIFT = {
  jobCounts: sql`select count(*)::int as n from (
    (select company_id, stage, status, lead_stage_id, count(*)::int as jobs from jobs group by 1, 2, 3, 4
     except select company_id, stage, status, lead_stage_id, jobs from job_counts where jobs <> 0)
    union all
    (select company_id, stage, status, lead_stage_id, jobs from job_counts where jobs <> 0
     except select company_id, stage, status, lead_stage_id, count(*)::int from jobs group by 1, 2, 3, 4)) x`,
  owedDays: sql`select count(*)::int as n from (
    (select company_id, next_due_on, count(*)::int as invoices, sum(total_minor - paid_minor - credited_minor)::bigint as minor
     from invoices where status = 'sent' and total_minor - paid_minor - credited_minor > 0 group by 1, 2
     except select company_id, due_on, invoices, balance_minor from invoice_owed_days)
    union all
    (select company_id, due_on, invoices, balance_minor from invoice_owed_days
     except select company_id, next_due_on, count(*)::int, sum(total_minor - paid_minor - credited_minor)::bigint
     from invoices where status = 'sent' and total_minor - paid_minor - credited_minor > 0 group by 1, 2)) x`,
  lastActivity: sql`select count(*)::int as n from jobs j where j.last_activity_at is distinct from (
    select max(a.at) from activity a where a.company_id = j.company_id and a.subject_type = 'job' and a.subject_id = j.id)`,
};

async function drift(db: Db) {
  const n = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
  return {
    jobCounts: await n(DRIFT.jobCounts),
    owedDays: await n(DRIFT.owedDays),
    lastActivity: await n(DRIFT.lastActivity),
  };
}
const NONE = { jobCounts: 0, owedDays: 0, lastActivity: 0 };
/** The seeded owners never sign in here. */
const passwordHash = 'unused';

const companyOf = (email: string) =>
  sql`(select m.company_id from memberships m join users u on u.id = m.user_id where u.email = ${email})`;
const bench = companyOf(BENCH_STUDIO.email);
const empty = companyOf(EMPTY_STUDIO.email);
const MOVED = '0b1e0000-0000-4000-8000-000000000001';

/** Writes of every kind the code makes (bulk and single, cascades, moves), each checked after. */
const WRITES: [string, ReturnType<typeof sql>][] = [
  [
    'leads archived',
    sql`update jobs set status = 'archived' where id in (select id from jobs where stage = 'lead' and status = 'active' order by id limit 5)`,
  ],
  [
    'a lead converted',
    sql`update jobs set stage = 'job', lead_stage_id = null where id = (select id from jobs where stage = 'lead' and status = 'active' order by id limit 1)`,
  ],
  [
    'activity recorded',
    sql`insert into activity (company_id, subject_type, subject_id, action) select company_id, 'job', id, 'note' from jobs order by id limit 7`,
  ],
  [
    'older activity recorded',
    sql`insert into activity (company_id, subject_type, subject_id, action, at) select company_id, 'job', id, 'note', now() - interval '9 days' from jobs order by id limit 12`,
  ],
  [
    "a client's activity",
    sql`insert into activity (company_id, subject_type, subject_id, action) select company_id, 'client', id, 'note' from clients limit 3`,
  ],
  [
    'activity deleted',
    sql`delete from activity where id in (select id from activity where subject_type = 'job' order by at desc limit 4)`,
  ],
  [
    'invoices paid',
    sql`update invoices set paid_minor = total_minor where id in (select id from invoices where status = 'sent' and paid_minor < total_minor order by id limit 3)`,
  ],
  [
    'invoices part paid',
    sql`update invoices set paid_minor = paid_minor + 1000 where id in (select id from invoices where status = 'sent' and total_minor - paid_minor > 5000 order by id limit 3)`,
  ],
  [
    'due days moved',
    sql`update invoices set next_due_on = next_due_on + 20 where id in (select id from invoices where status = 'sent' order by id limit 6)`,
  ],
  [
    'due days unknown',
    sql`update invoices set next_due_on = null where id in (select id from invoices where status = 'sent' order by id desc limit 2)`,
  ],
  [
    'an invoice voided',
    sql`update invoices set status = 'void' where id = (select id from invoices where status = 'sent' and paid_minor = 0 order by id limit 1)`,
  ],
  [
    'a draft issued',
    sql`update invoices set status = 'sent', next_due_on = current_date where id = (select id from invoices where status = 'draft' order by id limit 1)`,
  ],
  [
    'a lead stage deleted',
    sql`delete from lead_stages where id = (select s.id from lead_stages s where s.company_id = ${bench} and exists (select 1 from jobs j where j.lead_stage_id = s.id) order by s.position limit 1)`,
  ],
  [
    'activity there before its job',
    sql`insert into activity (company_id, subject_type, subject_id, action, at) values (${empty}, 'job', ${MOVED}, 'created', now() - interval '3 days')`,
  ],
  [
    'the job it is about',
    sql`insert into jobs (id, company_id, stage, status, name) values (${MOVED}, ${empty}, 'lead', 'active', 'Moved')`,
  ],
  ['the job moved to another company', sql`update jobs set company_id = ${bench} where id = ${MOVED}`],
  ['its activity moved with it', sql`update activity set company_id = ${bench} where subject_id = ${MOVED}`],
  [
    'jobs deleted (and their invoices)',
    sql`delete from jobs where id in (select job_id from invoices order by id limit 4)`,
  ],
  ['a company deleted', sql`delete from companies where id = ${empty}`],
];

describe('the running counts (migration 0039)', () => {
  it('stay equal to what they count through bulk inserts, updates, deletes, moves and cascades', async ({
    api,
  }) => {
    const { db } = api.deps;
    await seedLargeStudio(db, { clients: 30, jobs: 80, invoices: 40, batchSize: 25, passwordHash });
    const counted = rowsOf<{ jobs: number; days: number }>(
      await db.execute(sql`select (select sum(jobs)::int from job_counts) as jobs,
        (select count(*)::int from invoice_owed_days) as days`),
    )[0]!;
    expect(counted.jobs).toBe(80);
    expect(counted.days).toBeGreaterThan(0);
    expect(await drift(db)).toEqual(NONE);
    for (const [what, write] of WRITES) {
      await db.execute(write);
      expect({ what, ...(await drift(db)) }).toEqual({ what, ...NONE });
    }
    // A day with nothing owed on it any more has no row.
    await db.execute(
      sql`update invoices set paid_minor = total_minor - credited_minor where status = 'sent'`,
    );
    expect(rowsOf(await db.execute(sql`select * from invoice_owed_days`))).toEqual([]);
  });

  it('are filled by the migration from the jobs, invoices and activity made before it', async () => {
    const { database, finish } = await migratedUpTo('0039');
    const { db } = database;
    try {
      await seedLargeStudio(db, { clients: 20, jobs: 40, invoices: 20, passwordHash });
      await db.execute(sql`insert into activity (company_id, subject_type, subject_id, action, at)
        select company_id, 'job', id, 'note', now() - (row_number() over (order by id)) * interval '1 hour'
        from jobs order by id limit 6`);

      await finish();

      const filled = rowsOf<Record<string, number>>(
        await db.execute(sql`select (select sum(jobs)::int from job_counts) as jobs,
          (select sum(invoices)::int from invoice_owed_days) as owed,
          (select count(*)::int from jobs where last_activity_at is not null) as with_activity`),
      )[0]!;
      expect(filled).toMatchObject({ jobs: 40, with_activity: 6 });
      expect(filled.owed).toBeGreaterThan(0);
      expect(await drift(db)).toEqual(NONE);
    } finally {
      await database.close();
    }
  });
});
