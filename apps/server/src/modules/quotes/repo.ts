import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, jobs, quoteAcceptances, quotes, quoteVersions, users } from '../../db/schema.ts';

/** The quotes' own SQL; every statement filters by company. */
export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type NewQuote = Omit<typeof quotes.$inferInsert, 'id' | 'number' | 'companyId'>;

const of = (companyId: string, ...more: SQL[]) => and(eq(quotes.companyId, companyId), ...more);

/** The company's currency and pricing, which a new quote copies. */
export async function companyPricing(db: Db, companyId: string) {
  const [row] = await db
    .select({ currency: companies.currency, pricesIncludeTax: companies.pricesIncludeTax, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** A new quote takes the company's next number (the caller holds the company's quote-number lock). */
export async function insertQuote(tx: Db, companyId: string, values: NewQuote): Promise<QuoteRow> {
  const [row] = await tx
    .insert(quotes)
    .values({
      ...values,
      companyId,
      number: sql`(select coalesce(max(q.number), 0) + 1 from quotes q where q.company_id = ${companyId})`,
    })
    .returning();
  return row!;
}

export async function findQuote(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select({ quote: quotes, jobName: jobs.name, jobStage: jobs.stage, timeZone: companies.timeZone })
    .from(quotes)
    .innerJoin(jobs, and(eq(jobs.companyId, quotes.companyId), eq(jobs.id, quotes.jobId)))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(of(companyId, eq(quotes.id, id)));
  const [row] = await (lock ? query.for('update', { of: quotes }) : query);
  return row;
}

export async function updateQuote(tx: Db, companyId: string, id: string, values: Partial<QuoteRow>) {
  await tx
    .update(quotes)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(of(companyId, eq(quotes.id, id)));
}

export async function deleteQuote(tx: Db, companyId: string, id: string) {
  await tx.delete(quotes).where(of(companyId, eq(quotes.id, id)));
}

export async function insertVersion(
  tx: Db,
  values: Pick<QuoteVersionRow, 'companyId' | 'quoteId' | 'version' | 'content' | 'totalMinor'>,
) {
  await tx.insert(quoteVersions).values(values);
}

export async function updateVersion(
  tx: Db,
  key: { companyId: string; quoteId: string; version: number },
  values: Partial<Pick<QuoteVersionRow, 'content' | 'totalMinor' | 'sentAt'>>,
) {
  await tx
    .update(quoteVersions)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(quoteVersions.companyId, key.companyId),
        eq(quoteVersions.quoteId, key.quoteId),
        eq(quoteVersions.version, key.version),
      ),
    );
}

export async function findVersion(db: Db, companyId: string, quoteId: string, version: number) {
  const [row] = await db
    .select()
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.companyId, companyId),
        eq(quoteVersions.quoteId, quoteId),
        eq(quoteVersions.version, version),
      ),
    );
  return row;
}

/** Every version's summary, newest first (the content of the current one is read apart). */
export async function listVersions(db: Db, companyId: string, quoteId: string) {
  return db
    .select({
      version: quoteVersions.version,
      createdAt: quoteVersions.createdAt,
      sentAt: quoteVersions.sentAt,
      totalMinor: quoteVersions.totalMinor,
    })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.companyId, companyId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(desc(quoteVersions.version));
}

export async function findAcceptance(db: Db, companyId: string, quoteId: string) {
  const [row] = await db
    .select()
    .from(quoteAcceptances)
    .where(and(eq(quoteAcceptances.companyId, companyId), eq(quoteAcceptances.quoteId, quoteId)));
  return row;
}

export async function insertAcceptance(tx: Db, values: typeof quoteAcceptances.$inferInsert) {
  await tx.insert(quoteAcceptances).values(values);
}

/** A lead's or job's quotes, oldest first (the documents tab). */
export async function quotesOfJob(db: Db, companyId: string, jobId: string) {
  return db
    .select({ quote: quotes, timeZone: companies.timeZone })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(of(companyId, eq(quotes.jobId, jobId)))
    .orderBy(asc(quotes.createdAt), asc(quotes.number));
}

/** Whether a lead or job has any quote (such a record cannot move to another company). */
export async function jobHasQuotes(db: Db, companyId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(of(companyId, eq(quotes.jobId, jobId)))
    .limit(1);
  return Boolean(row);
}

/** The name a member's act is recorded under. */
export async function memberName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

export async function jobMainDate(db: Db, companyId: string, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ mainDate: jobs.mainDate })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row?.mainDate ?? null;
}

export async function countQuotes(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(eq(quotes.companyId, companyId));
  return row?.n ?? 0;
}

export async function countJobQuotes(db: Db, companyId: string, jobId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(of(companyId, eq(quotes.jobId, jobId)));
  return row?.n ?? 0;
}

/** The quotes of a client's leads and jobs, newest first (at most `limit`). */
export async function quotesOfClient(db: Db, companyId: string, clientId: string, limit: number) {
  return db
    .select({ quote: quotes, timeZone: companies.timeZone })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(
      of(
        companyId,
        sql`${quotes.jobId} in (select jc.job_id from job_clients jc where jc.client_id = ${clientId} and jc.company_id = ${companyId})`,
      ),
    )
    .orderBy(desc(quotes.createdAt))
    .limit(limit);
}
