import type { listCatalogueQuerySchema } from '@focal/contracts';
import type { z } from 'zod';
import { decodeSortCursor, encodeSortCursor, type SortKeyset } from '../../http/keyset-cursor.ts';

/** What a products or packages list reads: the company, the name's part, the archived filter. */
export type ListFilter = {
  companyId: string;
  q?: string | undefined;
  archived: 'exclude' | 'only' | 'include';
};
export type Page = { limit: number; after: SortKeyset | undefined };
export type ListQuery = z.output<typeof listCatalogueQuerySchema>;

/**
 * One page of a list sorted by lower(name), then id: one row more than the page says whether
 * another follows, without a count; the cursor carries the last row's key (a forged one is a 400).
 */
export async function pageOf<Row extends { id: string; cursorValue: string }, Out>(
  companyId: string,
  query: ListQuery,
  read: (f: ListFilter, page: Page) => Promise<Row[]>,
  toOut: (row: Row) => Out,
): Promise<{ rows: Out[]; nextCursor: string | null }> {
  const { limit, cursor, q, archived } = query;
  const after = decodeSortCursor(cursor, 'cursor', 'text');
  const rows = await read({ companyId, q: q || undefined, archived }, { limit: limit + 1, after });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(toOut),
    nextCursor:
      rows.length > limit && last ? encodeSortCursor({ value: last.cursorValue, id: last.id }) : null,
  };
}
