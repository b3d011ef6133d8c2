import type { ClientFilters } from '@focal/contracts';

/** The list's filters as the address keeps them (?q=&tag=&source=&balance=1&archived=1&sort=name-asc), so a link or reload shows the same list. */
export type ListParams = {
  q: string;
  tag: string;
  leadSource: string;
  hasOpenBalance: boolean;
  showArchived: boolean;
  sort: SortKey;
};

export const SORT_KEYS = ['name-asc', 'name-desc', 'created-desc', 'created-asc', 'updated-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function readListParams(params: URLSearchParams): ListParams {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    leadSource: params.get('source') ?? '',
    hasOpenBalance: params.get('balance') === '1',
    showArchived: params.get('archived') === '1',
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : 'name-asc',
  };
}

export function writeListParams(list: ListParams): Record<string, string> {
  return {
    ...(list.q && { q: list.q }),
    ...(list.tag && { tag: list.tag }),
    ...(list.leadSource && { source: list.leadSource }),
    ...(list.hasOpenBalance && { balance: '1' }),
    ...(list.showArchived && { archived: '1' }),
    ...(list.sort !== 'name-asc' && { sort: list.sort }),
  };
}

/** The server's filters (the list's and the export's). Archived shown means archived included. */
export function toFilters(list: ListParams): ClientFilters {
  const [sort, direction] = list.sort.split('-') as ['name' | 'created' | 'updated', 'asc' | 'desc'];
  return {
    ...(list.q.trim() && { q: list.q.trim() }),
    ...(list.tag && { tag: list.tag }),
    ...(list.leadSource && { leadSource: list.leadSource }),
    ...(list.hasOpenBalance && { hasOpenBalance: 'true' as const }),
    archived: list.showArchived ? 'include' : 'exclude',
    sort,
    direction,
  };
}

export const hasFilters = (list: ListParams) =>
  Boolean(list.q || list.tag || list.leadSource || list.hasOpenBalance || list.showArchived);
