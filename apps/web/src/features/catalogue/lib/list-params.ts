import type { ArchivedFilter, CatalogueFilters } from '../api/list-catalogue';

const FILTERS: readonly ArchivedFilter[] = ['exclude', 'only', 'include'];

/** The list's search and archived filter as the address keeps them (?q=&archived=only|include). */
export function readListParams(params: URLSearchParams): CatalogueFilters {
  const archived = params.get('archived') as ArchivedFilter | null;
  return {
    q: params.get('q') ?? '',
    archived: archived && FILTERS.includes(archived) ? archived : 'exclude',
  };
}

export function writeListParams({ q, archived }: CatalogueFilters): Record<string, string> {
  return { ...(q && { q }), ...(archived !== 'exclude' && { archived }) };
}

export const ARCHIVED_FILTERS = FILTERS;
