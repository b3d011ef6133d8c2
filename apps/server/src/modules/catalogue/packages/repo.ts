import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';
import { companies, packageItems, packages, products } from '../../../db/schema.ts';
import type { ListFilter, Page } from '../list.ts';
import { nameListConditions } from '../repo.ts';

/** The packages' own SQL; every statement filters by company. */
export type PackageRow = typeof packages.$inferSelect;
export type PackageValues = Pick<PackageRow, 'name' | 'description' | 'priceMinor'>;
export type PackageItemRow = {
  packageId: string;
  productId: string;
  productName: string;
  unitPriceMinor: number;
  quantityThousandths: number;
  productArchived: boolean;
};

const record = { ...getTableColumns(packages), currency: companies.currency };
const nameKey = sql`lower(${packages.name})`;
const of = (companyId: string, ...more: (SQL | undefined)[]) =>
  and(eq(packages.companyId, companyId), ...more);

/** Serialises a company's package writes, so two saves of one name never both pass its check. */
export const lockPackages = (tx: Db, companyId: string) => lockName(tx, `catalogue:packages:${companyId}`);

/** A page by name, in the index's order (../repo.ts: nameListConditions). */
export async function listPackages(db: Db, f: ListFilter, page: Page) {
  const where = nameListConditions({ nameKey, id: packages.id, archivedAt: packages.archivedAt }, f, page);
  return db
    .select({ ...record, cursorValue: sql<string>`${nameKey}` })
    .from(packages)
    .innerJoin(companies, eq(companies.id, packages.companyId))
    .where(of(f.companyId, ...where))
    .orderBy(nameKey, asc(packages.id))
    .limit(page.limit);
}

export async function findPackage(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(record)
    .from(packages)
    .innerJoin(companies, eq(companies.id, packages.companyId))
    .where(of(companyId, eq(packages.id, id)));
  return row;
}

/** The items of the company's packages among `packageIds`, each package's in order. */
export async function itemsOf(db: Db, companyId: string, packageIds: string[]): Promise<PackageItemRow[]> {
  if (packageIds.length === 0) return [];
  const rows = await db
    .select({
      packageId: packageItems.packageId,
      productId: packageItems.productId,
      productName: products.name,
      unitPriceMinor: products.unitPriceMinor,
      quantityThousandths: packageItems.quantityThousandths,
      productArchived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(packageItems)
    .innerJoin(
      products,
      and(eq(products.companyId, packageItems.companyId), eq(products.id, packageItems.productId)),
    )
    .where(and(eq(packageItems.companyId, companyId), inArray(packageItems.packageId, packageIds)))
    .orderBy(asc(packageItems.packageId), asc(packageItems.position));
  return rows;
}

/** The row, locked for the rest of the transaction. */
export async function lockPackage(db: Db, companyId: string, id: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(of(companyId, eq(packages.id, id)))
    .for('update');
  return row;
}

/** The package (archived or not) that already has this name in any case, other than `exceptId`. */
export async function namedPackage(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(packages)
    .where(of(companyId, sql`${nameKey} = lower(${name})`, exceptId ? ne(packages.id, exceptId) : undefined));
  return row;
}

/**
 * The company's products among `ids`, share-locked until the transaction ends: a product cannot be
 * deleted between this check and the package's save (its delete waits, then finds it in use).
 */
export async function lockProductsOf(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, archivedAt: products.archivedAt })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)))
    .for('share');
}

export async function insertPackage(db: Db, companyId: string, values: PackageValues): Promise<PackageRow> {
  const [row] = await db
    .insert(packages)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updatePackage(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<PackageValues> & { archivedAt?: Date | null },
): Promise<void> {
  await db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(of(companyId, eq(packages.id, id)));
}

/** The package's items become exactly `items`, in that order. */
export async function setPackageItems(
  db: Db,
  companyId: string,
  packageId: string,
  items: { productId: string; quantityThousandths: number }[],
) {
  await db
    .delete(packageItems)
    .where(and(eq(packageItems.companyId, companyId), eq(packageItems.packageId, packageId)));
  if (items.length === 0) return;
  await db
    .insert(packageItems)
    .values(items.map((item, position) => ({ companyId, packageId, position, ...item })));
}

/** Points the package at a stored picture (or none); its version stays (products/repo.ts). */
export async function setPackageImage(db: Db, companyId: string, id: string, path: string | null) {
  await db
    .update(packages)
    .set({ imagePath: path })
    .where(of(companyId, eq(packages.id, id)));
}

/** Deletes the package and its items (their key cascades). */
export async function deletePackage(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(packages).where(of(companyId, eq(packages.id, id)));
}
