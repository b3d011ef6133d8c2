import type { Db } from '../../../db/client.ts';
import * as repo from './repo.ts';

/**
 * What the company import's CLIENTS kind (modules/imports/kinds.ts) counts, pages and writes: the
 * source company's clients but the merged ones, by their 'created_at|id' cursor.
 */
export const countClientsToCopy = (db: Db, source: string) => repo.countClients(db, source);

export const clientsToCopyAfter = (db: Db, source: string, after: string | null, limit: number) =>
  repo.clientsAfter(db, source, after, limit);

/** The copies under the ids the import chose, their custom field values mapped to the copied fields. */
export const writeClientCopies = (
  tx: Db,
  copies: { row: repo.SourceClient; targetId: string }[],
  target: string,
) => repo.writeImportedClients(tx, copies, target);
