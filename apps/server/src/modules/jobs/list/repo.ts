import { type SQL, and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clients, jobClients, jobs } from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT, type SortKeyset } from '../../../http/keyset-cursor.ts';

/**
 * The lists and the board of leads and jobs: keyset pages over (sort value, id) in the order of the
 * company's indexes (jobs_company_list, jobs_company_date), so page 1000 costs what page 1 does.
 */
export type JobFilters = {
  stage: 'lead' | 'job';
  /** Absent: every status but archived. */
  status?: 'active' | 'completed' | 'archived';
  jobTypeId?: string;
  leadStageId?: string;
  /** With leadStageId: leads without a stage too (the board's first open column holds them). */
  orNoLeadStage?: boolean;
  from?: string;
  to?: string;
  search?: string;
};
export type JobSortKey = 'created' | 'mainDate' | 'name';
export type Direction = 'asc' | 'desc';

/** The sort's column and the value a cursor carries, as PostgreSQL prints it. */
const SORTS: Record<JobSortKey, { expr: SQL; printed: SQL<string | null>; cast: string }> = {
  created: {
    expr: sql`${jobs.createdAt}`,
    printed: sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_AT_FORMAT}'`)})`,
    cast: 'timestamptz',
  },
  mainDate: {
    expr: sql`${jobs.mainDate}`,
    printed: sql<string | null>`${jobs.mainDate}::text`,
    cast: 'date',
  },
  name: { expr: sql`lower(${jobs.name})`, printed: sql<string>`lower(${jobs.name})`, cast: 'text' },
};

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name by substring or, typo tolerant, by trigram word similarity; or a client's name, email, phone. */
function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  const lowered = q.toLowerCase();
  return sql`(lower(${jobs.name}) like ${pattern} or ${lowered} <% lower(${jobs.name}) or exists (
    select 1 from ${jobClients} inner join ${clients} on ${clients.id} = ${jobClients.clientId}
    where ${jobClients.jobId} = ${jobs.id} and ${clients.searchText} like ${pattern}))`;
}

function filterConditions(companyId: string, f: JobFilters): SQL[] {
  return [
    eq(jobs.companyId, companyId),
    eq(jobs.stage, f.stage),
    f.status ? eq(jobs.status, f.status) : inArray(jobs.status, ['active', 'completed']),
    f.jobTypeId ? eq(jobs.jobTypeId, f.jobTypeId) : undefined,
    f.leadStageId
      ? f.orNoLeadStage
        ? or(eq(jobs.leadStageId, f.leadStageId), isNull(jobs.leadStageId))
        : eq(jobs.leadStageId, f.leadStageId)
      : undefined,
    f.from ? gte(jobs.mainDate, f.from) : undefined,
    f.to ? lte(jobs.mainDate, f.to) : undefined,
    f.search ? searchCondition(f.search) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** Rows after the cursor in the page's order; nulls (no main date) come last either way. */
function afterCursor(sort: JobSortKey, dir: Direction, cursor: SortKeyset): SQL {
  const { expr, cast } = SORTS[sort];
  const cmp = sql.raw(dir === 'asc' ? '>' : '<');
  if (cursor.value === null) return sql`(${expr} is null and ${jobs.id} ${cmp} ${cursor.id})`;
  const value = sql`${cursor.value}::${sql.raw(cast)}`;
  return sql`(${expr} ${cmp} ${value} or (${expr} = ${value} and ${jobs.id} ${cmp} ${cursor.id}) or ${expr} is null)`;
}

export async function listJobRows(
  db: Db,
  companyId: string,
  query: { filters: JobFilters; sort: JobSortKey; dir: Direction; limit: number; cursor?: SortKeyset },
) {
  const { expr, printed } = SORTS[query.sort];
  const order = sql.raw(query.dir);
  if (!query.filters.search) return pageQuery(db, companyId, query, expr, printed, order);
  // A search lowers pg_trgm's word-similarity threshold for its own transaction only, so one typo
  // in a short name still matches (as the clients' search does).
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`));
    return pageQuery(tx, companyId, query, expr, printed, order);
  });
}

const WORD_SIMILARITY = 0.45;

function pageQuery(
  db: Db,
  companyId: string,
  query: Parameters<typeof listJobRows>[2],
  expr: SQL,
  printed: SQL<string | null>,
  order: SQL,
) {
  return db
    .select({ job: jobs, sortValue: printed })
    .from(jobs)
    .where(
      and(
        ...filterConditions(companyId, query.filters),
        query.cursor ? afterCursor(query.sort, query.dir, query.cursor) : undefined,
      ),
    )
    .orderBy(sql`${expr} ${order} nulls last`, sql`${jobs.id} ${order}`)
    .limit(query.limit);
}

/** Counts per pipeline stage (leads) or per status (jobs), under the same filters. */
export async function countByColumn(
  db: Db,
  companyId: string,
  filters: JobFilters,
  by: 'leadStage' | 'status',
) {
  const column = by === 'leadStage' ? jobs.leadStageId : jobs.status;
  const rows = await db
    .select({ key: column, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(...filterConditions(companyId, filters)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.key ?? '', Number(r.n)]));
}
