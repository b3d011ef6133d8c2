// engine-dependent: the large studio seed writes in batches and resumes an interrupted run.
import { ApiRoutes } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { SEED_LARGE_PASSWORD, rowsOf } from './large.ts';
import { BENCH_STUDIO, EMPTY_STUDIO, seedLargeStudio } from './large-studio.ts';
import { SESSION_EVERY } from './large-studio-sql.ts';

describe('seed:large, the bench studio (issue 17 scale data)', () => {
  it('fills one studio with clients, leads, jobs and sessions in batches, continues and then adds nothing', async ({
    api,
  }) => {
    const { db } = api.deps;
    const passwordHash = await hashPassword(SEED_LARGE_PASSWORD);
    const progress: string[] = [];
    const first = await seedLargeStudio(db, {
      clients: 40,
      jobs: 64,
      batchSize: 20,
      passwordHash,
      rebuildIndexesOver: 0, // the path of a large run: trigram indexes dropped, then built again
      onProgress: (what, done) => progress.push(`${what} ${done}`),
    });
    expect(first).toEqual({ clients: 40, jobs: 64 });
    expect(progress).toEqual([
      'clients 20',
      'clients 40',
      'jobs 20',
      'jobs 40',
      'jobs 60',
      'jobs 64',
      'invoices 20',
      'invoices 32',
    ]);
    // More asked for continues after the last batch; the same again adds nothing.
    expect(await seedLargeStudio(db, { clients: 50, jobs: 80, batchSize: 20, passwordHash })).toEqual({
      clients: 10,
      jobs: 16,
    });
    expect(await seedLargeStudio(db, { clients: 50, jobs: 80, passwordHash })).toEqual({
      clients: 0,
      jobs: 0,
    });

    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
    const company = await one<{ id: string }>(
      sql`select c.id from companies c where c.name = ${BENCH_STUDIO.company}`,
    );
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from clients where company_id = ${company.id}) as clients,
      (select count(distinct kind)::int from clients where company_id = ${company.id}) as kinds,
      (select count(*)::int from jobs where company_id = ${company.id}) as jobs,
      (select count(*)::int from jobs where company_id = ${company.id} and stage = 'lead') as leads,
      (select count(distinct status)::int from jobs where company_id = ${company.id} and stage = 'job') as job_statuses,
      (select count(*)::int from jobs j where company_id = ${company.id}
        and not exists (select 1 from job_clients jc where jc.job_id = j.id)) as orphans,
      (select count(distinct job_id)::int from job_sessions where company_id = ${company.id}) as with_sessions,
      (select count(*)::int from appointments where company_id = ${company.id}) as appointments,
      (select count(*)::int from appointments a where company_id = ${company.id} and exists (
        select 1 from job_clients jc where jc.job_id = a.job_id and jc.client_id = a.client_id)) as linked,
      (select count(job_id)::int from appointments where company_id = ${company.id}) as with_job,
      (select count(*)::int from clients where company_id = ${company.id} and search_text not like '%@%') as no_email,
      (select count(*)::int from invoices where company_id = ${company.id}) as invoices,
      (select count(distinct status)::int from invoices where company_id = ${company.id}) as invoice_statuses,
      (select coalesce(sum(paid_minor), 0)::bigint from invoices where company_id = ${company.id}) as paid,
      (select coalesce(sum(applied_minor), 0)::bigint from payments where company_id = ${company.id}) as applied`);
    expect(counts).toMatchObject({ clients: 50, kinds: 3, jobs: 80, leads: 32, job_statuses: 3, orphans: 0 });
    expect(counts.with_sessions).toBe(80 / SESSION_EVERY);
    expect(counts.appointments).toBeGreaterThan(900);
    // Some appointments are about a job (one each, of the jobs there on the first run) and its client.
    expect(counts.linked).toBeGreaterThan(0);
    expect(counts.linked).toBe(counts.with_job);
    expect(counts.no_email).toBe(0);
    expect([counts.invoices, counts.invoice_statuses]).toEqual([40, 3]);
    // Every paid total is there as payments, those of the invoices the second run added too.
    expect(Number(counts.applied)).toBeGreaterThan(0);
    expect(counts.applied).toBe(counts.paid);
    // Every job's client is a client of the same company; each lead sits in a pipeline stage.
    expect(
      await one(sql`select count(*)::int as n from job_clients jc join clients c on c.id = jc.client_id
        where jc.company_id = ${company.id} and c.company_id <> jc.company_id`),
    ).toEqual({ n: 0 });
    expect(
      await one(sql`select count(*)::int as n from jobs where company_id = ${company.id}
        and stage = 'lead' and lead_stage_id is null`),
    ).toEqual({ n: 0 });

    // The large run's trigram indexes are there again, as migration 0016 made them.
    expect(
      await one(sql`select count(*)::int as n from pg_indexes
        where indexname in ('clients_search', 'jobs_name_search') and indexdef like '%gin_trgm_ops%'`),
    ).toEqual({ n: 2 });

    // Both owners are real accounts: they sign in and their app loads on their own company.
    for (const studio of [BENCH_STUDIO, EMPTY_STUDIO]) {
      const login = await api.post(ApiRoutes.login.path, {
        email: studio.email,
        password: SEED_LARGE_PASSWORD,
      });
      expect(login.statusCode, login.body).toBe(200);
      const boot = await api.get(ApiRoutes.bootstrap.path, { as: login.json().data });
      expect(boot.statusCode, boot.body).toBe(200);
      expect(boot.json().data.authorizedCompany.name).toBe(studio.company);
      // The seeded invoices read through the API as the app's own (their content passes the contract).
      const invoices = await api.get(`${ApiRoutes.listInvoices.path}?filter=open`, { as: login.json().data });
      expect(invoices.statusCode, invoices.body).toBe(200);
      if (studio === BENCH_STUDIO) expect(invoices.json().data.rows.length).toBeGreaterThan(0);
      const payments = await api.get(ApiRoutes.listPayments.path, { as: login.json().data });
      expect(payments.statusCode, payments.body).toBe(200);
      if (studio === BENCH_STUDIO) expect(payments.json().data.rows.length).toBeGreaterThan(0);
      // On an active MASTER plan (seed/master-owner.ts, the demo owner's too): no job is limited.
      expect(boot.json().data.subscription.currentPlan).toMatchObject({
        planTier: 'MASTER',
        subscriptionType: 'PAID',
      });
    }
  });
});
