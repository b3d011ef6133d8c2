import type { ClientSort } from '@focal/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activity, clients } from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT } from '../../../http/keyset-cursor.ts';
import * as search from './search/repo.ts';
import { type SearchPage, clientColumns } from './search/repo.ts';

/**
 * The clients list's SQL. Each ORDER BY is exactly an index's order (company_id, key, id), and a
 * page starts after the previous page's last (key, id), so page 1000 reads what page 1 reads. A
 * search (3 characters or more) is ranked instead (search/repo.ts): substring matches, then a few
 * similar words, keyset on (rank, id).
 */
export type ListFilter = {
  companyId: string;
  q?: string;
  tag?: string;
  leadSource?: string;
  hasOpenBalance?: boolean;
  archived: 'exclude' | 'only' | 'include';
  sort: ClientSort;
  direction: 'asc' | 'desc';
};
export type ListedClient = typeof clients.$inferSelect & { cursorValue: string | null };

/** Below this a pattern has no trigram: the name index answers a prefix instead. */
const TRIGRAM_MIN = 3;

const SORT_KEYS: Record<ClientSort, SQL> = {
  name: sql`lower(${clients.displayName})`,
  created: sql`${clients.createdAt}`,
  updated: sql`${clients.updatedAt}`,
};
const cursorText = (sort: ClientSort) =>
  sort === 'name' ? SORT_KEYS.name : sql`to_char(${SORT_KEYS[sort]} at time zone 'UTC', ${CURSOR_AT_FORMAT})`;
const cursorParam = (sort: ClientSort, value: string) =>
  sort === 'name' ? sql`${value}` : sql`${value}::timestamptz`;

function filters(f: ListFilter): SQL[] {
  const where: SQL[] = [sql`${clients.companyId} = ${f.companyId}`];
  if (f.archived === 'exclude') where.push(sql`${clients.archivedAt} is null`);
  if (f.archived === 'only') where.push(sql`${clients.archivedAt} is not null`);
  if (f.tag) where.push(sql`${clients.tags} @> array[${f.tag}]::text[]`);
  if (f.leadSource) where.push(sql`${clients.leadSource} = ${f.leadSource}`);
  if (f.hasOpenBalance !== undefined)
    where.push(
      f.hasOpenBalance ? sql`${clients.openBalanceCents} > 0` : sql`${clients.openBalanceCents} = 0`,
    );
  return where;
}

export const isRanked = (f: ListFilter) => (f.q ?? '').length >= TRIGRAM_MIN;

/** A list page (no search, or one or two characters): `after` is the previous page's last key. */
function pageQuery(db: Db, f: ListFilter, page: SearchPage) {
  const where = filters(f);
  const q = (f.q ?? '').toLowerCase();
  const { after } = page;
  const key = SORT_KEYS[f.sort];
  // One or two characters have no trigram: names starting with them, read in the name index's
  // order (a range bound would depend on the database's collation; starts_with does not).
  if (q !== '') where.push(sql`starts_with(${SORT_KEYS.name}, ${q})`);
  const dir = f.direction === 'asc' ? sql`asc` : sql`desc`;
  if (after) {
    const op = f.direction === 'asc' ? sql`>` : sql`<`;
    where.push(
      sql`(${key}, ${clients.id}) ${op} (${cursorParam(f.sort, after.value ?? '')}, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ ...clientColumns, cursorValue: sql<string>`${cursorText(f.sort)}` })
    .from(clients)
    .where(and(...where))
    .orderBy(sql`${key} ${dir}`, sql`${clients.id} ${dir}`)
    .limit(page.limit);
}

/** A search's page: substring matches from the cursor on, then similar words if room is left. */
async function searchPage(tx: Db, f: ListFilter, page: SearchPage): Promise<ListedClient[]> {
  const { term, typos } = search.searchTerm(f.q ?? '');
  const rows: ListedClient[] = [];
  if (search.startsInSubstrings(page))
    rows.push(...(await search.substringQuery(tx, filters(f), term, page)));
  if (!typos || rows.length >= page.limit) return rows;
  const rest = { limit: page.limit - rows.length, after: rows.length ? undefined : page.after };
  const similar = await search.typoQuery(tx, filters(f), term, rest);
  return [...rows, ...similar.map(({ rank, ...row }) => ({ ...row, cursorValue: String(rank) }))];
}

export async function listClients(db: Db, f: ListFilter, page: SearchPage): Promise<ListedClient[]> {
  if (!isRanked(f)) return pageQuery(db, f, page);
  return db.transaction(async (tx) => {
    await search.searchSettings(tx);
    return searchPage(tx, f, page);
  });
}

/** PostgreSQL's plans of a page's queries (the tests prove which index answers them). */
export async function explainListClients(db: Db, f: ListFilter, page: SearchPage): Promise<string> {
  const plan = async (tx: Db, query: SQL | { getSQL(): SQL }) => {
    const result = await tx.execute(sql`explain ${query}`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  };
  if (!isRanked(f)) return plan(db, pageQuery(db, f, page));
  return db.transaction(async (tx) => {
    await search.searchSettings(tx);
    const { term } = search.searchTerm(f.q ?? '');
    const substrings = await plan(tx, search.substringQuery(tx, filters(f), term, page));
    const typos = await plan(tx, search.typoQuery(tx, filters(f), term, page));
    return `${substrings}\n--- similar words\n${typos}`;
  });
}

/** The company's tags and lead sources on clients not archived, most used first. */
export async function facets(db: Db, companyId: string) {
  const tags = await db.execute(sql`
    select t as value, count(*)::int as count
    from ${clients}, unnest(${clients.tags}) t
    where ${clients.companyId} = ${companyId} and ${clients.archivedAt} is null
    group by t order by count(*) desc, t limit 500`);
  const sources = await db.execute(sql`
    select ${clients.leadSource} as value, count(*)::int as count from ${clients}
    where ${clients.companyId} = ${companyId} and ${clients.archivedAt} is null and ${clients.leadSource} is not null
    group by ${clients.leadSource} order by count(*) desc, ${clients.leadSource} limit 500`);
  type Facet = { value: string; count: number };
  const rows = (result: unknown) => (result as { rows: Facet[] }).rows;
  return { tags: rows(tags), leadSources: rows(sources) };
}

/** The tags of the company's clients among `ids` (locked: a bulk change computes from them). */
export async function tagsOf(db: Db, companyId: string, ids: string[]) {
  return db
    .select({ id: clients.id, tags: clients.tags })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(clients.id, ids)))
    .for('update');
}

/** Writes each client's new tags in one statement, and one activity row each. */
export async function writeTags(
  db: Db,
  companyId: string,
  userId: string,
  changes: { id: string; tags: string[]; added: string[]; removed: string[] }[],
) {
  if (changes.length === 0) return;
  const byId = JSON.stringify(Object.fromEntries(changes.map((c) => [c.id, c.tags])));
  await db.execute(sql`
    update ${clients} set tags = array(select jsonb_array_elements_text(v.tags)), updated_at = now()
    from jsonb_each(${byId}::jsonb) v(id, tags)
    where ${clients.companyId} = ${companyId} and ${clients.id} = v.id::uuid`);
  await db.insert(activity).values(
    changes.map((c) => ({
      companyId,
      subjectType: 'client' as const,
      subjectId: c.id,
      userId,
      action: 'updated',
      details: { tagsAdded: c.added, tagsRemoved: c.removed },
    })),
  );
}
