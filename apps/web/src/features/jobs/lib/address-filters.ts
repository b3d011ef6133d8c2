import type { JobStatus } from '@focal/contracts';
import type { JobFilters } from '../api/query-keys';

/** The list's state the address keeps, so a link or a reload shows the same list. */
export type ListView = 'list' | 'board';

const STATUSES: readonly JobStatus[] = ['active', 'completed', 'archived'];

export const viewOf = (params: URLSearchParams): ListView =>
  params.get('view') === 'board' ? 'board' : 'list';

/** The filters in the address: q, type, stage (a pipeline stage's id), status, from, to. */
export function filtersOf(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.search = q;
  const type = params.get('type');
  if (type) filters.jobTypeId = type;
  const stage = params.get('stage');
  if (stage) filters.leadStageId = stage;
  const status = params.get('status');
  if (STATUSES.includes(status as JobStatus)) filters.status = status as JobStatus;
  const from = params.get('from');
  if (from) filters.from = from;
  const to = params.get('to');
  if (to) filters.to = to;
  return filters;
}

/** The address with one setting changed (null removes it); other settings stay. */
export function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

export const hasFilters = (filters: JobFilters) => Object.keys(filters).length > 0;
