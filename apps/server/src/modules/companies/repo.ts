import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessAccounts, companies, memberships, taxRates } from '../../db/schema.ts';
import { lockStoredFile } from '../../storage/file-lock.ts';
import { seedCompanyLists } from '../studio-lists/defaults.ts';

export type Company = typeof companies.$inferSelect;
import type { CompanyWithRole } from '../memberships/service.ts';

export type { CompanyWithRole, Role } from '../memberships/service.ts';
export type NewTaxRate = { name: string; rateMillionths: number };

const byName = [sql`lower(${companies.name})`, asc(companies.id)];

/** Every company the user is a member of (any business account), by name. */
export async function companiesOfUser(db: Db, userId: string): Promise<CompanyWithRole[]> {
  return db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(...byName);
}

/** The companies of one business account the user is a member of, by name. */
export async function companiesOfUserInAccount(db: Db, userId: string, businessAccountId: string) {
  return db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(companies.businessAccountId, businessAccountId)))
    .orderBy(...byName);
}

export async function countCompanies(db: Db, businessAccountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.businessAccountId, businessAccountId));
  return row?.n ?? 0;
}

export async function accountOwnerOf(db: Db, businessAccountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ownerUserId: businessAccounts.ownerUserId })
    .from(businessAccounts)
    .where(eq(businessAccounts.id, businessAccountId));
  return row?.ownerUserId;
}

/** The business account a user owns, if any (support finds a studio by its owner's email). */
export async function businessAccountOwnedBy(db: Db, userId: string) {
  const [row] = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.ownerUserId, userId));
  return row ?? null;
}

/** Locks the business account's row until the transaction ends (plans/limits.ts lockBusinessAccount). */
export async function lockBusinessAccountRow(tx: Db, businessAccountId: string) {
  const rows = await tx
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.id, businessAccountId))
    .for('update');
  return rows.length === 1;
}

export async function insertBusinessAccount(db: Db, ownerUserId: string) {
  const [business] = await db.insert(businessAccounts).values({ ownerUserId }).returning();
  return business!;
}

/**
 * The one place a company row is created (sign-up, Add New Company, the demo studio): it starts with
 * the default job types and pipeline, except the lists it imports (`importing`: the import's kinds).
 */
export async function insertCompany(
  db: Db,
  values: typeof companies.$inferInsert,
  importing: readonly string[] = [],
): Promise<Company> {
  const [company] = await db.insert(companies).values(values).returning();
  await seedCompanyLists(db, company!.id, importing);
  return company!;
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: Partial<Omit<typeof companies.$inferInsert, 'id' | 'businessAccountId' | 'createdAt'>>,
): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** The company row, locked until the transaction ends (a save checks its version under it). */
export async function lockCompany(db: Db, companyId: string): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

/** Tax rates of the given companies, each company's in its own order. */
export async function taxRatesOf(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(taxRates)
    .where(inArray(taxRates.companyId, companyIds))
    .orderBy(asc(taxRates.position), asc(taxRates.createdAt));
}

/**
 * The company's rates become exactly `rates`, in that order. A rate sent with the id of one of the
 * company's rates keeps that row (products name their default taxes by id, and keep them across a
 * profile save); the others are new rows, and the rates not sent are deleted (leaving the products).
 */
export async function replaceTaxRates(
  db: Db,
  companyId: string,
  rates: (NewTaxRate & { id?: string | undefined })[],
): Promise<void> {
  const stored = await db.select({ id: taxRates.id }).from(taxRates).where(eq(taxRates.companyId, companyId));
  const known = new Set(stored.map((r) => r.id));
  // Only an id of this company's rates is ever written back, each once (a repeat is a new rate).
  const kept = new Set<string>();
  const plan = rates.map(({ id, name, rateMillionths }, position) => {
    const keep = id !== undefined && known.has(id) && !kept.has(id);
    if (keep && id) kept.add(id);
    return { id: keep ? id : undefined, name, rateMillionths, position };
  });
  const gone = [...known].filter((id) => !kept.has(id));
  if (gone.length > 0)
    await db.delete(taxRates).where(and(eq(taxRates.companyId, companyId), inArray(taxRates.id, gone)));
  for (const { id, ...rate } of plan) {
    if (id)
      await db
        .update(taxRates)
        .set(rate)
        .where(and(eq(taxRates.companyId, companyId), eq(taxRates.id, id)));
  }
  const added = plan.filter((r) => !r.id).map(({ id: _id, ...rate }) => ({ ...rate, companyId }));
  if (added.length > 0) await db.insert(taxRates).values(added);
}

export async function memberIdsOf(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  return rows.map((r) => r.userId);
}

/** Where a user goes when a company they work in disappears: an owned one first, then the oldest. */
export async function otherCompanyOf(db: Db, userId: string, excluding: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.companyId, excluding)))
    .orderBy(sql`${memberships.role} = 'owner' desc`, asc(memberships.createdAt))
    .limit(1);
  return row?.companyId ?? null;
}

/** Deletes the company; its memberships, tax rates, invitations and tasks go with it (ON DELETE CASCADE). */
export async function deleteCompany(db: Db, companyId: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, companyId));
}

/** Whether any company's logo is this stored file (an import may have copied the reference). */
export async function isLogoInUse(db: Db, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.logoPath, path))
    .limit(1);
  return row !== undefined;
}

/** What a company's documents show of its brand: its logo's stored path and its colour. */
export async function documentBrandOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ logoPath: companies.logoPath, brandColour: companies.brandColour })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { logoPath: null, brandColour: null };
}

// ---- An import's copies of another company's rows ----

/**
 * The logo is copied by reference: both companies point at the same stored file. The source may
 * have dropped it since the import read it, and its file may be gone: the reference is copied only
 * while, under the file's lock, a company still shows it (storage/file-lock.ts).
 */
export async function writeCompanyDetails(tx: Db, details: Partial<Company>, targetCompanyId: string) {
  const { id: _id, ...profile } = details;
  if (profile.logoPath) {
    await lockStoredFile(tx, profile.logoPath);
    if (!(await isLogoInUse(tx, profile.logoPath))) profile.logoPath = null;
  }
  await tx.update(companies).set(profile).where(eq(companies.id, targetCompanyId));
}

export async function insertTaxRates(
  tx: Db,
  copies: { row: NewTaxRate & { position: number }; targetId: string }[],
  companyId: string,
) {
  if (copies.length === 0) return;
  await tx.insert(taxRates).values(
    copies.map(({ row, targetId }) => ({
      id: targetId,
      companyId,
      name: row.name,
      rateMillionths: row.rateMillionths,
      position: row.position,
    })),
  );
}
