import {
  CLIENT_TAGS_MAX,
  type BulkTagClientsRequest,
  type ClientFacets,
  type ClientPage,
  type ClientRow,
  clientFiltersSchema,
  listClientsQuerySchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { decodeSortCursor, encodeSortCursor } from '../../../http/keyset-cursor.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import * as repo from './repo.ts';

export type ListQuery = z.output<typeof listClientsQuerySchema>;
export type Filters = z.output<typeof clientFiltersSchema>;

const filterOf = (scope: CompanyScope, query: Filters): repo.ListFilter => ({
  companyId: scope.companyId,
  ...query,
});

const toRow = (row: repo.ListedClient): ClientRow => ({
  id: row.id,
  kind: row.kind,
  displayName: row.displayName,
  email: row.contacts[0]?.email ?? null,
  phone: row.contacts[0]?.phone ?? null,
  tags: row.tags,
  leadSource: row.leadSource,
  openBalanceCents: row.openBalanceCents,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  mergedIntoId: row.mergedIntoId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The kind of value a page's cursor carries for these filters. */
const cursorKind = (f: repo.ListFilter) => (repo.isRanked(f) ? 'number' : f.sort === 'name' ? 'text' : 'at');

export async function listClients(deps: AppDeps, scope: CompanyScope, query: ListQuery): Promise<ClientPage> {
  const { limit, cursor, ...filters } = query;
  const f = filterOf(scope, filters);
  const after = decodeSortCursor(cursor, 'cursor', cursorKind(f));
  // One row more than the page says whether another page follows, without a count.
  const rows = await repo.listClients(deps.db, f, { limit: limit + 1, after });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(toRow),
    nextCursor:
      rows.length > limit && last ? encodeSortCursor({ value: last.cursorValue, id: last.id }) : null,
  };
}

/** Every client the filters select, a batch at a time in list order (the export). */
export async function* allClients(deps: AppDeps, scope: CompanyScope, filters: Filters, batch = 500) {
  const f = filterOf(scope, filters);
  let after: { value: string | null; id: string } | undefined;
  for (;;) {
    const rows = await repo.listClients(deps.db, f, { limit: batch, after });
    yield rows;
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    after = { value: last.cursorValue, id: last.id };
  }
}

export const clientFacets = (deps: AppDeps, scope: CompanyScope): Promise<ClientFacets> =>
  repo.facets(deps.db, scope.companyId);

/**
 * Adds and removes tags on many clients of the company (ids of other companies are not found and
 * not counted). Tags compare without case; a client keeps at most 50, so additions past that stop.
 */
export async function bulkTag(
  deps: AppDeps,
  scope: CompanyScope,
  body: Required<Pick<BulkTagClientsRequest, 'ids' | 'add' | 'remove'>>,
): Promise<{ updated: number }> {
  const remove = new Set(body.remove.map((t) => t.toLowerCase()));
  return deps.db.transaction(async (tx) => {
    const current = await repo.tagsOf(tx, scope.companyId, [...new Set(body.ids)]);
    const changes = current.flatMap(({ id, tags }) => {
      const kept = tags.filter((t) => !remove.has(t.toLowerCase()));
      const have = new Set(kept.map((t) => t.toLowerCase()));
      const added: string[] = [];
      for (const tag of body.add) {
        if (have.has(tag.toLowerCase()) || kept.length >= CLIENT_TAGS_MAX) continue;
        have.add(tag.toLowerCase());
        kept.push(tag);
        added.push(tag);
      }
      const removed = tags.filter((t) => remove.has(t.toLowerCase()));
      return added.length + removed.length > 0 ? [{ id, tags: kept, added, removed }] : [];
    });
    await repo.writeTags(tx, scope.companyId, scope.userId, changes);
    return { updated: changes.length };
  });
}
