import { and, asc, count, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importCopies, packageItems, packages, products, productTaxRates } from '../../../db/schema.ts';

/**
 * The company import's PRODUCTS and PACKAGES kinds (modules/imports/kinds.ts): the source company's
 * rows, archived ones too, paged by id along the unique (company_id, id) index, each with its links
 * (a product's tax rate ids, a package's items) in order; and the writes of their copies.
 */
export type SourceProduct = typeof products.$inferSelect & { taxRateIds: string[] };
export type SourcePackage = typeof packages.$inferSelect & {
  items: { productId: string; quantityThousandths: number }[];
};

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export const countProducts = (db: Db, source: string) =>
  countOf(db.select({ n: count() }).from(products).where(eq(products.companyId, source)));

export const countPackages = (db: Db, source: string) =>
  countOf(db.select({ n: count() }).from(packages).where(eq(packages.companyId, source)));

// Written out: inside a subquery drizzle leaves columns unqualified.
export async function productsAfter(
  db: Db,
  source: string,
  after: string | null,
  limit: number,
): Promise<SourceProduct[]> {
  const rows = await db
    .select({
      ...getTableColumns(products),
      taxRateIds: sql<string[]>`coalesce((select json_agg(r.tax_rate_id::text order by r.position)
        from product_tax_rates r where r.company_id = products.company_id and r.product_id = products.id),
        '[]'::json)`,
    })
    .from(products)
    .where(and(eq(products.companyId, source), after === null ? undefined : gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows as SourceProduct[];
}

export async function packagesAfter(
  db: Db,
  source: string,
  after: string | null,
  limit: number,
): Promise<SourcePackage[]> {
  const rows = await db
    .select({
      ...getTableColumns(packages),
      items: sql<SourcePackage['items']>`coalesce((select json_agg(json_build_object(
          'productId', i.product_id::text, 'quantityThousandths', i.quantity_thousandths) order by i.position)
        from package_items i where i.company_id = packages.company_id and i.package_id = packages.id),
        '[]'::json)`,
    })
    .from(packages)
    .where(and(eq(packages.companyId, source), after === null ? undefined : gt(packages.id, after)))
    .orderBy(asc(packages.id))
    .limit(limit);
  return rows as SourcePackage[];
}

/**
 * The ids this company's import gave the copies of `sourceIds` of an earlier kind (import_copies:
 * source id → copy id), for the ones it copied. A company imports once, when it is created.
 */
export async function copiesOf(
  tx: Db,
  company: string,
  type: string,
  sourceIds: string[],
): Promise<Map<string, string>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tx
    .select({ sourceId: importCopies.sourceId, targetId: importCopies.targetId })
    .from(importCopies)
    .where(
      and(
        eq(importCopies.companyId, company),
        eq(importCopies.type, type),
        inArray(importCopies.sourceId, sourceIds),
      ),
    );
  return new Map(rows.flatMap((r) => (r.targetId === null ? [] : [[r.sourceId, r.targetId] as const])));
}

/** Which of `names` (lower-cased) the company's products, or packages, already use in any case. */
export async function takenNames(
  tx: Db,
  table: 'products' | 'packages',
  company: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const t = table === 'products' ? products : packages;
  const key = sql<string>`lower(${t.name})`;
  const rows = await tx
    .select({ name: key })
    .from(t)
    .where(
      and(
        eq(t.companyId, company),
        inArray(
          key,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.name));
}

type Copy = {
  id: string;
  name: string;
  description: string;
  imagePath: string | null;
  archivedAt: Date | null;
};

export async function insertProducts(
  tx: Db,
  company: string,
  rows: (Copy & { unitPriceMinor: number; taxRateIds: string[] })[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(products)
    .values(rows.map(({ taxRateIds: _links, ...row }) => ({ ...row, companyId: company })));
  const links = rows.flatMap((row) =>
    row.taxRateIds.map((taxRateId, position) => ({
      companyId: company,
      productId: row.id,
      taxRateId,
      position,
    })),
  );
  if (links.length > 0) await tx.insert(productTaxRates).values(links);
}

export async function insertPackages(
  tx: Db,
  company: string,
  rows: (Copy & { priceMinor: number; items: SourcePackage['items'] })[],
) {
  if (rows.length === 0) return;
  await tx.insert(packages).values(rows.map(({ items: _items, ...row }) => ({ ...row, companyId: company })));
  const items = rows.flatMap((row) =>
    row.items.map((item, position) => ({ companyId: company, packageId: row.id, position, ...item })),
  );
  if (items.length > 0) await tx.insert(packageItems).values(items);
}
