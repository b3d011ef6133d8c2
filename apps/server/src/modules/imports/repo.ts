import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, importCopies, memberships, taxRates } from '../../db/schema.ts';

/** The companies of a business account that a user belongs to, by name. */
export async function accountCompaniesOf(db: Db, businessAccountId: string, userId: string) {
  return db
    .select({ companyId: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)))
    .where(eq(companies.businessAccountId, businessAccountId))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.createdAt));
}

const countOf = async (db: Db, query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

// ---- COMPANY_DETAILS: the profile, less the name and email ----

export type CompanyDetails = Pick<
  typeof companies.$inferSelect,
  | 'id'
  | 'phone'
  | 'website'
  | 'address'
  | 'logoPath'
  | 'brandColour'
  | 'timeZone'
  | 'currency'
  | 'pricesIncludeTax'
  | 'taxNumber'
>;

export const countCompany = (db: Db, sourceCompanyId: string) =>
  countOf(db, db.select({ n: count() }).from(companies).where(eq(companies.id, sourceCompanyId)));

export async function companyDetails(db: Db, sourceCompanyId: string): Promise<CompanyDetails[]> {
  const { id, phone, website, address, logoPath, brandColour, timeZone, currency, pricesIncludeTax, taxNumber } =
    companies;
  return db
    .select({ id, phone, website, address, logoPath, brandColour, timeZone, currency, pricesIncludeTax, taxNumber })
    .from(companies)
    .where(eq(companies.id, sourceCompanyId));
}

// ---- TAX_RATES ----

export const countTaxRates = (db: Db, sourceCompanyId: string) =>
  countOf(db, db.select({ n: count() }).from(taxRates).where(eq(taxRates.companyId, sourceCompanyId)));

export type TaxRateRow = typeof taxRates.$inferSelect;

/** The cursor is `position:id`, so pages follow the (company_id, position) index. */
export const taxRateCursor = (row: TaxRateRow) => `${row.position}:${row.id}`;

export async function taxRatesAfter(db: Db, sourceCompanyId: string, after: string | null, limit: number) {
  const [position, id] = after?.split(':') ?? [];
  return db
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.companyId, sourceCompanyId),
        after === null
          ? undefined
          : sql`(${taxRates.position}, ${taxRates.id}) > (${Number(position)}, ${id}::uuid)`,
      ),
    )
    .orderBy(asc(taxRates.position), asc(taxRates.id))
    .limit(limit);
}

// ---- TEAM_MEMBERS ----

export const countMembers = (db: Db, sourceCompanyId: string) =>
  countOf(db, db.select({ n: count() }).from(memberships).where(eq(memberships.companyId, sourceCompanyId)));

export async function membersAfter(db: Db, sourceCompanyId: string, after: string | null, limit: number) {
  return db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, sourceCompanyId),
        after === null ? undefined : gt(memberships.userId, after),
      ),
    )
    .orderBy(asc(memberships.userId))
    .limit(limit);
}

// ---- The copy ledger (import_copies) ----

/**
 * Records a batch's planned copies in the batch's transaction and returns the source ids that were
 * new: a row recorded by an earlier run (or a concurrent one) is skipped, never copied twice.
 */
export async function recordCopies(
  tx: Db,
  ledger: { taskId: string; companyId: string; type: string },
  planned: { sourceId: string; targetId: string }[],
): Promise<Set<string>> {
  const recorded = await tx
    .insert(importCopies)
    .values(planned.map((p) => ({ ...ledger, sourceId: p.sourceId, targetId: p.targetId })))
    .onConflictDoNothing()
    .returning({ sourceId: importCopies.sourceId });
  return new Set(recorded.map((r) => r.sourceId));
}
