import { and, asc, desc, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  companies,
  creditNotes,
  invoiceOwedDays,
  invoices,
  jobClients,
  jobs,
} from '../../db/schema.ts';
import { CURSOR_AT_FORMAT, type Keyset } from '../../http/keyset-cursor.ts';

/** The invoices' own SQL; every statement filters by company. */
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'companyId'>;
export type ListFilter = 'all' | 'open' | 'overdue' | 'draft' | 'void';

const of = (companyId: string, ...more: (SQL | undefined)[]) => and(eq(invoices.companyId, companyId), ...more);

const withJob = {
  invoice: invoices,
  jobName: jobs.name,
  jobStage: jobs.stage,
  mainDate: jobs.mainDate,
  timeZone: companies.timeZone,
};

export async function insertInvoice(tx: Db, companyId: string, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function findInvoice(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select(withJob)
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(of(companyId, eq(invoices.id, id)));
  const [row] = await (lock ? query.for('update', { of: invoices }) : query);
  return row;
}
export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export async function updateInvoice(tx: Db, companyId: string, id: string, values: Partial<InvoiceRow>) {
  await tx
    .update(invoices)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(of(companyId, eq(invoices.id, id)));
}

export async function deleteInvoice(tx: Db, companyId: string, id: string) {
  await tx.delete(invoices).where(of(companyId, eq(invoices.id, id)));
}

// What the client still owes: credit notes take their total off, as payments do.
const balance = sql`${invoices.totalMinor} - ${invoices.paidMinor} - ${invoices.creditedMinor}`;
// Owed: the predicate of the partial index invoices_company_owed, written the same way (and the
// rows that invoice_owed_days counts: migration 0039's triggers).
const owed = and(eq(invoices.status, 'sent'), sql`${balance} > 0`);
/** Today in the company's time zone, read once per statement (an init plan, not a join). */
const todayOf = (companyId: string) =>
  sql`(now() at time zone (select c.time_zone from companies c where c.id = ${companyId}))::date`;
const filterOf = (filter: ListFilter, companyId: string): SQL | undefined =>
  ({
    all: undefined,
    draft: eq(invoices.status, 'draft'),
    void: eq(invoices.status, 'void'),
    open: owed,
    // The first unpaid instalment's day is past: as the invoice's page reads it.
    overdue: and(owed, lt(invoices.nextDueOn, todayOf(companyId))),
  })[filter];

/** A page of the company's invoices, newest first, after the keyset of the previous page's last row. */
export async function listInvoices(
  db: Db,
  companyId: string,
  filter: ListFilter,
  page: { limit: number; after: Keyset | undefined },
) {
  const after = page.after
    ? or(
        lt(invoices.createdAt, sql`${page.after.at}::timestamptz`),
        and(eq(invoices.createdAt, sql`${page.after.at}::timestamptz`), lt(invoices.id, page.after.id)),
      )
    : undefined;
  return db
    .select({ ...withJob, cursorAt: sql<string>`to_char(${invoices.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT})` })
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(of(companyId, filterOf(filter, companyId), after))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit);
}

/** A lead's or job's invoices, oldest first (the documents tab). */
export async function invoicesOfJob(db: Db, companyId: string, jobId: string) {
  return db
    .select(withJob)
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(of(companyId, eq(invoices.jobId, jobId)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
}

export async function jobHasInvoices(db: Db, companyId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(of(companyId, eq(invoices.jobId, jobId)))
    .limit(1);
  return Boolean(row);
}


/** The company's currency and pricing, which a new invoice copies, and its time zone. */
export async function pricingOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      currency: companies.currency,
      pricesIncludeTax: companies.pricesIncludeTax,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The company's details as an invoice prints them. */
export async function sellerOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      email: companies.email,
      address: companies.address,
      taxNumber: companies.taxNumber,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The record's main client (the first by position), as an invoice prints them. */
export async function buyerOf(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: clients.id, displayName: clients.displayName, contacts: clients.contacts, address: clients.address })
    .from(jobClients)
    .innerJoin(clients, eq(clients.id, jobClients.clientId))
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.jobId, jobId)))
    .orderBy(asc(jobClients.position))
    .limit(1);
  return row;
}

/** The company's issued invoices (sent, paid or void: each has a number); drafts are not yet invoices. */
export async function countIssuedInvoices(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(of(companyId, sql`${invoices.number} is not null`));
  return row?.n ?? 0;
}

export async function countJobInvoices(db: Db, companyId: string, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(of(companyId, eq(invoices.jobId, jobId)));
  return row?.n ?? 0;
}

/**
 * A client's open balance (clients.open_balance_cents, which the clients list shows and filters
 * by): what its issued, unvoided invoices still ask (less payments and credit notes), written
 * whenever one changes.
 */
export async function refreshOpenBalance(tx: Db, companyId: string, clientId: string) {
  await tx
    .update(clients)
    .set({
      openBalanceCents: sql`(select coalesce(sum(i.total_minor - i.paid_minor - i.credited_minor), 0) from invoices i
        where i.company_id = ${companyId} and i.client_id = ${clientId} and i.status = 'sent')`,
    })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
}

/** An invoice's credit notes, oldest first (its page lists them). */
export async function creditNotesOf(db: Db, companyId: string, invoiceId: string) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedOn: creditNotes.issuedOn,
      currency: creditNotes.currency,
      totalMinor: creditNotes.totalMinor,
      reason: creditNotes.reason,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.numberSeq));
}

/** A merged client's invoices go to the client it was merged into. */
export async function repointClient(tx: Db, companyId: string, from: string, to: string) {
  await tx.update(invoices).set({ clientId: to }).where(of(companyId, eq(invoices.clientId, from)));
}

/** The invoices of a client's leads and jobs, newest first (at most `limit`). */
export async function invoicesOfClient(db: Db, companyId: string, clientId: string, limit: number) {
  return db
    .select(withJob)
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      of(
        companyId,
        // By its leads and jobs alone (job_clients' index, then invoices by job): an OR with
        // client_id read every invoice of the company (191 ms p95 at 100,000).
        sql`${invoices.jobId} in (select jc.job_id from job_clients jc where jc.client_id = ${clientId} and jc.company_id = ${companyId})`,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** An invoice's next due day (the daily refresh and the issue write it); not an edit: no new version. */
export async function setNextDue(tx: Db, companyId: string, id: string, nextDueOn: string | null) {
  await tx
    .update(invoices)
    .set({ nextDueOn })
    .where(of(companyId, eq(invoices.id, id)));
}

/**
 * Every company's invoices still owed, a batch after `afterId` in id order, with the main date of
 * their lead or job: the daily refresh of `next_due_on` (a moved main date moves what is due).
 */
export async function owedInvoicesAfter(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ invoice: invoices, mainDate: jobs.mainDate })
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .where(
      and(
        eq(invoices.status, 'sent'),
        sql`${balance} > 0`,
        afterId ? sql`${invoices.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/**
 * A company's owed invoices whose next due day is on or before `until`, a page after the keyset
 * (next due day, id) of the previous page's last row, with their lead's or job's main date and
 * name: the payment reminders' reading, along the partial index invoices_company_owed.
 */
export async function owedInvoicesDueBy(
  db: Db,
  companyId: string,
  until: string,
  page: { after: { dueOn: string; id: string } | null; limit: number },
) {
  const { after } = page;
  return db
    .select({ invoice: invoices, mainDate: jobs.mainDate, jobName: jobs.name })
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .where(
      of(
        companyId,
        owed,
        lte(invoices.nextDueOn, until),
        after
          ? sql`(${invoices.nextDueOn}, ${invoices.id}) > (${after.dueOn}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.nextDueOn), asc(invoices.id))
    .limit(page.limit);
}

/**
 * What the company is owed: overdue (the first unpaid instalment's day is past) and the rest, from
 * invoice_owed_days (its owed invoices by next due day, kept by the database as they change: a few
 * rows, however many invoices); the currency is the company's.
 */
export async function moneyOwed(db: Db, companyId: string, soonDays: number) {
  const today = todayOf(companyId);
  const days = invoiceOwedDays;
  const [row] = await db
    .select({
      currency: sql<string>`(select c.currency from companies c where c.id = ${companyId})`,
      overdueCount: sql<number>`coalesce(sum(${days.invoices}) filter (where ${days.dueOn} < ${today}), 0)::int`,
      overdueMinor: sql<string>`coalesce(sum(${days.balanceMinor}) filter (where ${days.dueOn} < ${today}), 0)`,
      dueSoonCount: sql<number>`coalesce(sum(${days.invoices}) filter (where ${days.dueOn} between ${today} and ${today} + ${soonDays}::int), 0)::int`,
      openCount: sql<number>`coalesce(sum(${days.invoices}), 0)::int`,
      openMinor: sql<string>`coalesce(sum(${days.balanceMinor}), 0)`,
    })
    .from(days)
    .where(eq(days.companyId, companyId));
  return row!;
}

/** The company's overdue invoices, the longest overdue first, at most `limit`. */
export async function overdueInvoices(db: Db, companyId: string, limit: number) {
  return db
    .select({ ...withJob, clientName: clients.displayName })
    .from(invoices)
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(clients, and(eq(clients.companyId, invoices.companyId), eq(clients.id, invoices.clientId)))
    .where(of(companyId, filterOf('overdue', companyId)))
    .orderBy(asc(invoices.nextDueOn), asc(invoices.id))
    .limit(limit);
}
