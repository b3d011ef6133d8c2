import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { clients } from '../../../../db/schema.ts';
import type { SortKeyset } from '../../../../http/keyset-cursor.ts';

/**
 * The clients search from 3 characters, the length of one trigram.
 * pg_trgm's word_similarity costs about a third of a millisecond a row on the embedded database, so
 * it is computed for a few dozen rows at most, never for every match:
 *  1. Substring matches (`search_text like '%q%'`: the GIN trigram index ANDs every trigram of the
 *     pattern, so it reads few rows) ranked by cheap LIKEs: the whole word 3, a word's start 2.5,
 *     inside a word 2. Every one of them is ranked, and paged, exactly.
 *  2. Only when they do not fill the page: similar words (typos, `q <% search_text`), at most
 *     TYPO_CANDIDATES of them taken from the index before ranking by word_similarity (below 2). A
 *     misspelt common surname finds that many, not all of its ~1,700 namesakes.
 * A query of phone characters (digits, spaces, + - . ( )) looks for its digits inside the phone
 * digits search_text carries, with no typo step: digits are not words ('555' is in every phone).
 * Keyset on (rank, id) over both steps: a rank of 2 or more is in step 1.
 */
export const TYPO_CANDIDATES = 40;
/** Word similarity a typo still reaches ('smiht' ~ 'smith' is 0.5); pg_trgm's default is 0.6. */
const WORD_SIMILARITY = 0.45;
const SUBSTRING_RANK = 2;

export type SearchPage = { limit: number; after?: SortKeyset | undefined };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const PHONE_CHARACTERS = /^[\d\s+\-.()]+$/;

/** What the search looks for: the lower-cased text, or a phone query's digits alone. */
export function searchTerm(q: string): { term: string; typos: boolean } {
  const lower = q.toLowerCase();
  const digits = lower.replace(/\D/g, '');
  if (PHONE_CHARACTERS.test(lower) && digits.length >= 3) return { term: digits, typos: false };
  return { term: lower, typos: true };
}

const after = (rank: SQL, page: SearchPage) =>
  page.after
    ? sql`(${rank} < ${page.after.value}::float8 or (${rank} = ${page.after.value}::float8 and ${clients.id} > ${page.after.id}))`
    : undefined;

/** Step 1: substring matches, each ranked by where the text sits in a word. */
export function substringQuery(db: Db, where: SQL[], term: string, page: SearchPage) {
  const t = escapeLike(term);
  // The whole word first, then a word's start (CASE stops at the first that holds).
  const rank = sql`(case when (' ' || ${clients.searchText} || ' ') like ${`% ${t} %`} then 3
    when (' ' || ${clients.searchText}) like ${`% ${t}%`} then 2.5 else ${SUBSTRING_RANK} end)::float8`;
  return db
    .select({ ...clientColumns, cursorValue: sql<string>`(${rank})::text` })
    .from(clients)
    .where(and(...where, sql`${clients.searchText} like ${`%${t}%`}`, after(rank, page)))
    .orderBy(sql`${rank} desc`, clients.id)
    .limit(page.limit);
}

/** Step 2: similar words that are not substrings, the first TYPO_CANDIDATES of the index ranked. */
export function typoQuery(db: Db, where: SQL[], term: string, page: SearchPage) {
  const candidates = db
    .select({
      ...clientColumns,
      rank: sql<number>`word_similarity(${term}, ${clients.searchText})::float8`.as('rank'),
    })
    .from(clients)
    .where(
      and(
        ...where,
        // The cheap test first: a substring match is step 1's, not one to rank here.
        sql`${clients.searchText} not like ${`%${escapeLike(term)}%`}`,
        sql`${term} <% ${clients.searchText}`,
      ),
    )
    .limit(TYPO_CANDIDATES)
    .as('candidates');
  const rank = sql`${candidates.rank}`;
  const id = sql`${candidates.id}`;
  const keyset = page.after
    ? sql`(${rank} < ${page.after.value}::float8 or (${rank} = ${page.after.value}::float8 and ${id} > ${page.after.id}))`
    : undefined;
  return db
    .select()
    .from(candidates)
    .where(keyset)
    .orderBy(desc(candidates.rank), candidates.id)
    .limit(page.limit);
}

/** Whether a page's cursor lies in step 1 (or there is none). */
export const startsInSubstrings = (page: SearchPage) =>
  !page.after || Number(page.after.value) >= SUBSTRING_RANK;

/**
 * For the search's own transaction only: pg_trgm's word-similarity threshold, and no sequential
 * scan. With a LIMIT over a few thousand estimated matches the planner would rather scan the table
 * in order and stop early, computing word_similarity for every row it passes (650 ms for
 * 'schmidt events' at 100,000 clients); the trigram index bounds the work.
 */
export async function searchSettings(tx: Db) {
  await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`));
  await tx.execute(sql.raw('set local enable_seqscan = off'));
  await tx.execute(sql.raw('set local enable_indexscan = off'));
}

/** What a list page selects of a client. */
export const clientColumns = {
  id: clients.id,
  companyId: clients.companyId,
  kind: clients.kind,
  organisationName: clients.organisationName,
  contacts: clients.contacts,
  displayName: clients.displayName,
  searchText: clients.searchText,
  address: clients.address,
  notes: clients.notes,
  tags: clients.tags,
  leadSource: clients.leadSource,
  customFields: clients.customFields,
  openBalanceCents: clients.openBalanceCents,
  archivedAt: clients.archivedAt,
  mergedIntoId: clients.mergedIntoId,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};
