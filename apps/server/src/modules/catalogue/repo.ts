import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { packages, products } from '../../db/schema.ts';
import type { ListFilter, Page } from './list.ts';

/** SQL shared by the products' and the packages' repositories. */
/**
 * The WHERE conditions of a products or packages page (besides the company): the archived filter,
 * the name's part matched as text (strpos, never a LIKE pattern or a regular expression), and the
 * keyset after the previous page's last (lower(name), id), the index's order.
 */
export function nameListConditions(
  table: { nameKey: SQL; id: AnyPgColumn; archivedAt: AnyPgColumn },
  f: ListFilter,
  page: Page,
): SQL[] {
  const where: SQL[] = [];
  if (f.archived === 'exclude') where.push(sql`${table.archivedAt} is null`);
  if (f.archived === 'only') where.push(sql`${table.archivedAt} is not null`);
  if (f.q) where.push(sql`strpos(${table.nameKey}, ${f.q.toLowerCase()}) > 0`);
  if (page.after)
    where.push(sql`(${table.nameKey}, ${table.id}) > (${page.after.value ?? ''}, ${page.after.id}::uuid)`);
  return where;
}

/**
 * Whether any product or package, of any company, still shows the stored picture: names are
 * content-addressed, so two rows (two companies) uploading the same picture share one file.
 */
export async function isImageInUse(db: Db, path: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.imagePath, path))
    .limit(1);
  if (product) return true;
  const [bundle] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.imagePath, path))
    .limit(1);
  return bundle !== undefined;
}
