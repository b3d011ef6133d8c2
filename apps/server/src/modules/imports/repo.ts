import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memberships, taxRates } from '../../db/schema.ts';

/** The companies of a business account that a user belongs to, by name. */
export async function accountCompaniesOf(db: Db, businessAccountId: string, userId: string) {
  return db
    .select({ companyId: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)))
    .where(eq(companies.businessAccountId, businessAccountId))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.createdAt));
}

/** A company of the account that the user belongs to, or undefined. */
export async function memberCompany(db: Db, businessAccountId: string, userId: string, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)))
    .where(and(eq(companies.id, companyId), eq(companies.businessAccountId, businessAccountId)));
  return row;
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
  | 'timeZone'
  | 'currency'
  | 'pricesIncludeTax'
  | 'taxNumber'
>;

export const countCompany = (db: Db, sourceCompanyId: string) =>
  countOf(db, db.select({ n: count() }).from(companies).where(eq(companies.id, sourceCompanyId)));

export async function companyDetails(db: Db, sourceCompanyId: string): Promise<CompanyDetails[]> {
  const { id, phone, website, address, logoPath, timeZone, currency, pricesIncludeTax, taxNumber } =
    companies;
  return db
    .select({ id, phone, website, address, logoPath, timeZone, currency, pricesIncludeTax, taxNumber })
    .from(companies)
    .where(eq(companies.id, sourceCompanyId));
}

/** The logo is copied by reference: both companies point at the same stored file. */
export async function writeCompanyDetails(tx: Db, details: CompanyDetails, targetCompanyId: string) {
  const { id: _id, ...profile } = details;
  await tx.update(companies).set(profile).where(eq(companies.id, targetCompanyId));
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

export async function insertTaxRates(
  tx: Db,
  copies: { row: TaxRateRow; targetId: string }[],
  companyId: string,
) {
  if (copies.length === 0) return;
  await tx.insert(taxRates).values(
    copies.map(({ row, targetId }) => ({
      id: targetId,
      companyId,
      name: row.name,
      rateBasisPoints: row.rateBasisPoints,
      position: row.position,
    })),
  );
}

// ---- TEAM_MEMBERS ----

export const countMembers = (db: Db, sourceCompanyId: string) =>
  countOf(db, db.select({ n: count() }).from(memberships).where(eq(memberships.companyId, sourceCompanyId)));

export type MemberRow = { userId: string; role: 'owner' | 'member' };

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

/** Each member keeps their role; someone already in the target company keeps theirs. */
export async function insertMembers(tx: Db, rows: MemberRow[], companyId: string) {
  if (rows.length === 0) return;
  await tx
    .insert(memberships)
    .values(rows.map((r) => ({ userId: r.userId, companyId, role: r.role })))
    .onConflictDoNothing();
}
