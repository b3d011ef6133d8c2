import type { JobBoard, JobPage, JobStatus } from '@focal/contracts';
import { jobBoardQuerySchema, listJobsQuerySchema } from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { decodeSortCursor, encodeSortCursor, type SortValueKind } from '../../http/keyset-cursor.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { countByColumn, type JobFilters, type JobSortKey, listJobRows } from './list/repo.ts';
import { leadStagesOf } from './repo.ts';
import { jobViews } from './view.ts';

/**
 * The lists (/leads, /jobs) and boards of leads and jobs. Limited jobs stay in their place in a
 * page, without details (view.ts).
 */
type ListQuery = z.output<typeof listJobsQuerySchema>;
type BoardQuery = z.output<typeof jobBoardQuerySchema>;

const CURSOR_KIND: Record<JobSortKey, SortValueKind> = { created: 'at', mainDate: 'date', name: 'text' };
const DEFAULT_DIRECTION = { created: 'desc', mainDate: 'asc', name: 'asc' } as const;

async function page(
  deps: AppDeps,
  scope: CompanyScope,
  filters: JobFilters,
  options: { sort: JobSortKey; order?: 'asc' | 'desc'; limit: number; cursor?: string },
): Promise<JobPage> {
  const cursor = decodeSortCursor(options.cursor, 'cursor', CURSOR_KIND[options.sort]);
  const rows = await listJobRows(deps.db, scope.companyId, {
    filters,
    sort: options.sort,
    dir: options.order ?? DEFAULT_DIRECTION[options.sort],
    limit: options.limit + 1,
    cursor,
  });
  const shown = rows.slice(0, options.limit);
  const last = shown.at(-1);
  return {
    items: await jobViews(
      deps.db,
      scope.companyId,
      shown.map((r) => r.job),
    ),
    nextCursor:
      rows.length > options.limit && last
        ? encodeSortCursor({ value: last.sortValue, id: last.job.id })
        : null,
  };
}

const filtersOf = (q: ListQuery | BoardQuery): JobFilters => ({
  stage: q.stage,
  status: q.status,
  jobTypeId: q.jobTypeId,
  leadStageId: q.leadStageId,
  from: q.from,
  to: q.to,
  search: q.search || undefined,
});

/** The stage a lead without one is shown in: the first open stage (else the first), where a new lead starts. */
const homeStageId = (stages: { id: string; kind: string }[]) =>
  (stages.find((s) => s.kind === 'open') ?? stages[0])?.id;

export async function listJobs(deps: AppDeps, scope: CompanyScope, query: ListQuery) {
  const filters = filtersOf(query);
  // The list of one stage is the board column's next pages: the first open one holds the stageless leads too.
  if (filters.leadStageId)
    filters.orNoLeadStage = filters.leadStageId === homeStageId(await leadStagesOf(deps.db, scope.companyId));
  return page(deps, scope, filters, query);
}

const STATUS_TITLES: Record<JobStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

/**
 * Leads: a column per pipeline stage (active leads); jobs: active, completed, archived. Each column
 * counts and shows its first page newest first. A lead without a stage (moved, or its client moved,
 * to a company whose pipeline has no stage of that name; added while the pipeline had no open stage)
 * shows in the first open stage's column, where a new lead starts, so the board holds every lead
 * the list does.
 */
export async function jobBoard(deps: AppDeps, scope: CompanyScope, query: BoardQuery): Promise<JobBoard> {
  const filters = filtersOf(query);
  const options = { sort: 'created' as const, limit: query.limit };
  if (query.stage === 'lead') {
    const leadFilters = { ...filters, status: 'active' as const };
    const all = await leadStagesOf(deps.db, scope.companyId);
    const stages = all.filter((s) => !query.leadStageId || s.id === query.leadStageId);
    // Counted over every stage (the columns are the filter), so the first column's stageless leads count.
    const { leadStageId: _one, ...anyStage } = leadFilters;
    const counts = await countByColumn(deps.db, scope.companyId, anyStage, 'leadStage');
    const home = homeStageId(all);
    const columns = await Promise.all(
      stages.map(async (stage) => {
        const orNoLeadStage = stage.id === home;
        return {
          key: stage.id,
          title: stage.name,
          leadStage: { id: stage.id, name: stage.name, kind: stage.kind },
          status: null,
          // countByColumn keys the leads without a stage ''.
          count: (counts.get(stage.id) ?? 0) + (orNoLeadStage ? (counts.get('') ?? 0) : 0),
          ...(await page(deps, scope, { ...leadFilters, leadStageId: stage.id, orNoLeadStage }, options)),
        };
      }),
    );
    return { columns };
  }
  const statuses = (['active', 'completed', 'archived'] as const).filter(
    (s) => !query.status || s === query.status,
  );
  const counts = new Map<string, number>();
  for (const status of statuses) {
    for (const [key, n] of await countByColumn(deps.db, scope.companyId, { ...filters, status }, 'status'))
      counts.set(key, n);
  }
  const columns = await Promise.all(
    statuses.map(async (status) => ({
      key: status,
      title: STATUS_TITLES[status],
      leadStage: null,
      status,
      count: counts.get(status) ?? 0,
      ...(await page(deps, scope, { ...filters, status }, options)),
    })),
  );
  return { columns };
}
