import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';
import { companies, packageItems, products, productTaxRates, taxRates } from '../../../db/schema.ts';
import type { ListFilter, Page } from '../list.ts';
import { nameListConditions } from '../repo.ts';

/** The products' own SQL; every statement filters by company. */
export type ProductRow = typeof products.$inferSelect;
export type ProductRecord = ProductRow & { currency: string; taxRateIds: string[]; packageCount: number };
export type ListedProduct = ProductRecord & { cursorValue: string };
export type ProductValues = Pick<ProductRow, 'name' | 'description' | 'unitPriceMinor'>;

// Written out: inside a subquery drizzle leaves columns unqualified.
const record = {
  ...getTableColumns(products),
  currency: companies.currency,
  taxRateIds: sql<string[]>`coalesce((select json_agg(r.tax_rate_id::text order by r.position)
    from product_tax_rates r where r.product_id = products.id), '[]'::json)`,
  packageCount: sql<number>`(select count(distinct i.package_id)::int from package_items i
    where i.company_id = products.company_id and i.product_id = products.id)`,
};
const nameKey = sql`lower(${products.name})`;
const of = (companyId: string, ...more: (SQL | undefined)[]) =>
  and(eq(products.companyId, companyId), ...more);

/** Serialises a company's product writes, so two saves of one name never both pass its check. */
export const lockProducts = (tx: Db, companyId: string) => lockName(tx, `catalogue:products:${companyId}`);

/** A page by name, in the index's order (../repo.ts: nameListConditions). */
export async function listProducts(db: Db, f: ListFilter, page: Page): Promise<ListedProduct[]> {
  const where = nameListConditions({ nameKey, id: products.id, archivedAt: products.archivedAt }, f, page);
  const rows = await db
    .select({ ...record, cursorValue: sql<string>`${nameKey}` })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(of(f.companyId, ...where))
    .orderBy(nameKey, asc(products.id))
    .limit(page.limit);
  return rows as ListedProduct[];
}

export async function findProduct(db: Db, companyId: string, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select(record)
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(of(companyId, eq(products.id, id)));
  return row as ProductRecord | undefined;
}

/** The row, locked for the rest of the transaction (a save, an archive, a delete). */
export async function lockProduct(db: Db, companyId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(of(companyId, eq(products.id, id)))
    .for('update');
  return row;
}

/** The product (archived or not) that already has this name in any case, other than `exceptId`. */
export async function namedProduct(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(of(companyId, sql`${nameKey} = lower(${name})`, exceptId ? ne(products.id, exceptId) : undefined));
  return row;
}

export async function insertProduct(db: Db, companyId: string, values: ProductValues): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateProduct(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<ProductValues> & { archivedAt?: Date | null },
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(of(companyId, eq(products.id, id)));
}

/** The product's default taxes become exactly `taxRateIds`, in that order. */
export async function setProductTaxRates(db: Db, companyId: string, productId: string, taxRateIds: string[]) {
  await db
    .delete(productTaxRates)
    .where(and(eq(productTaxRates.companyId, companyId), eq(productTaxRates.productId, productId)));
  if (taxRateIds.length === 0) return;
  await db
    .insert(productTaxRates)
    .values(taxRateIds.map((taxRateId, position) => ({ companyId, productId, taxRateId, position })));
}

/** Which of `ids` are the company's tax rates. */
export async function companyTaxRateIds(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(and(eq(taxRates.companyId, companyId), inArray(taxRates.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Points the product at a stored picture (or none). Its version stays: the picture is saved on its
 * own, so a form open beside it still saves its fields.
 */
export async function setProductImage(db: Db, companyId: string, id: string, path: string | null) {
  await db
    .update(products)
    .set({ imagePath: path })
    .where(of(companyId, eq(products.id, id)));
}

/** How many packages hold the product (read under its lock before a delete). */
export async function packageCountOf(db: Db, companyId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${packageItems.packageId})::int` })
    .from(packageItems)
    .where(and(eq(packageItems.companyId, companyId), eq(packageItems.productId, productId)));
  return row?.n ?? 0;
}

/** Deletes the product and its default taxes (their key cascades). */
export async function deleteProduct(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(products).where(of(companyId, eq(products.id, id)));
}
