import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
