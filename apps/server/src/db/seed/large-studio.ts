import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './large.ts';
import { insertAppointments, insertClients, insertInvoices, insertJobs, insertPayments } from './large-studio-sql.ts';
import { createMasterOwner } from './master-owner.ts';

/**
 * Scale data for the studio core: the bench studio, one company with N clients and M leads and jobs
 * (their clients, sessions, and the studio's appointments), and an empty studio beside it for the
 * baseline figures. Both owners sign in with seed:large's password; both are on an active MASTER
 * plan, so no job is past a plan limit; their job types and pipeline are the defaults every new
 * company gets. Clients first, then jobs, each in batches that commit one by one: a second run adds
 * nothing, an interrupted one continues.
 */
export const BENCH_STUDIO = { email: 'studio@bench.focal.test', company: 'Northlight Studio (bench)' };
export const EMPTY_STUDIO = { email: 'empty@bench.focal.test', company: 'Empty Studio (bench)' };

/** The studio's owner and company, made on the first run; returns their ids. */
async function ensureStudio(db: Db, who: { email: string; company: string }, passwordHash: string) {
  const found = rowsOf<{ user_id: string; company_id: string }>(
    await db.execute(sql`
      select u.id as user_id, c.id as company_id from users u
      join memberships m on m.user_id = u.id and m.role = 'owner'
      join companies c on c.id = m.company_id
      where u.email = ${who.email} order by m.created_at limit 1`),
  )[0];
  if (found) return { userId: found.user_id, companyId: found.company_id };
  return db.transaction(async (tx) => {
    const { user, company } = await createMasterOwner(tx, {
      email: who.email,
      firstName: 'Bench',
      lastName: 'Owner',
      passwordHash,
      companyName: who.company,
    });
    return { userId: user.id, companyId: company.id };
  });
}

const countOf = async (db: Db, table: 'clients' | 'jobs' | 'appointments' | 'invoices' | 'payments', companyId: string) =>
  Number(
    rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
      ),
    )[0]?.n ?? 0,
  );

/**
 * The trigram indexes (migration 0016's definitions) cost most of a bulk load, row by row: a large
 * run drops them first and builds them once at the end (every run ends by building any that is
 * missing, so an interrupted run leaves none missing after the next).
 */
const TRIGRAM_INDEXES = [
  sql`create index if not exists "clients_search" on "clients" using gin ("search_text" gin_trgm_ops) with (fastupdate=false)`,
  sql`create index if not exists "jobs_name_search" on "jobs" using gin (lower("name") gin_trgm_ops) with (fastupdate=false)`,
];

export type SeedStudioOptions = {
  clients: number;
  jobs: number;
  /** Invoices of the bench studio (issue 32's list at scale); half the jobs when not given. */
  invoices?: number;
  /** seed:large's password hash (one for every seeded user). */
  passwordHash: string;
  /** Clients or jobs per transaction. */
  batchSize?: number;
  onProgress?: (what: 'clients' | 'jobs' | 'invoices', done: number, total: number) => void;
  /** Above this many new rows the trigram indexes are dropped and rebuilt at the end. */
  rebuildIndexesOver?: number;
};

/** Seeds the bench and empty studios; returns how many clients and jobs this run added. */
export async function seedLargeStudio(db: Db, options: SeedStudioOptions) {
  const batchSize = options.batchSize ?? 10_000;
  const studio = await ensureStudio(db, BENCH_STUDIO, options.passwordHash);
  await ensureStudio(db, EMPTY_STUDIO, options.passwordHash);
  const { companyId } = studio;
  const clientsBefore = await countOf(db, 'clients', companyId);
  const jobsBefore = await countOf(db, 'jobs', companyId);
  const adding = Math.max(0, options.clients - clientsBefore) + Math.max(0, options.jobs - jobsBefore);
  if (adding > (options.rebuildIndexesOver ?? 50_000)) {
    await db.execute(sql`drop index if exists clients_search, jobs_name_search`);
  }
  for (let from = clientsBefore + 1; from <= options.clients; from += batchSize) {
    const to = Math.min(options.clients, from + batchSize - 1);
    await db.transaction((tx) => insertClients(tx, companyId, from, to));
    options.onProgress?.('clients', to, options.clients);
  }
  const clients = Math.max(clientsBefore, options.clients);
  for (let from = jobsBefore + 1; clients > 0 && from <= options.jobs; from += batchSize) {
    const to = Math.min(options.jobs, from + batchSize - 1);
    await db.transaction((tx) => insertJobs(tx, companyId, from, to, clients));
    options.onProgress?.('jobs', to, options.jobs);
  }
  const invoices = options.invoices ?? Math.floor(options.jobs / 2);
  const invoicesBefore = await countOf(db, 'invoices', companyId);
  for (let from = invoicesBefore + 1; options.jobs > 0 && from <= invoices; from += batchSize) {
    const to = Math.min(invoices, from + batchSize - 1);
    await db.transaction((tx) => insertInvoices(tx, companyId, from, to, options.jobs));
    options.onProgress?.('invoices', to, invoices);
  }
  const paymentsBefore = await countOf(db, 'payments', companyId);
  await db.transaction((tx) => insertPayments(tx, companyId));
  const paymentsAdded = (await countOf(db, 'payments', companyId)) > paymentsBefore;
  if ((await countOf(db, 'appointments', companyId)) === 0) {
    await db.transaction((tx) => insertAppointments(tx, companyId, studio.userId));
  }
  for (const index of TRIGRAM_INDEXES) await db.execute(index);
  const added = {
    clients: Math.max(0, options.clients - clientsBefore),
    jobs: Math.max(0, options.jobs - jobsBefore),
  };
  // PGlite runs no autovacuum: fresh statistics, so the planner sees the rows it will scan.
  if (added.clients || added.jobs || invoices > invoicesBefore || paymentsAdded) {
    await db.execute(
      sql`analyze clients, jobs, job_clients, job_sessions, appointments, job_types, lead_stages, invoices, payments`,
    );
  }
  return added;
}
