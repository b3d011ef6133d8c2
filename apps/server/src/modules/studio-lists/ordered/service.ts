import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { assertRoom, assertSameIds, nameTaken } from '../rules.ts';
import type { ListTable, OrderedRepo } from './repo.ts';

type AnyRepo = OrderedRepo<ListTable>;
type Scope = Parameters<AnyRepo['count']>[2];
/** A list's row type, read off its repo (inferring it from the table would need drizzle's types). */
type RowOf<Repo extends AnyRepo> = NonNullable<Awaited<ReturnType<Repo['named']>>>;

export type ListRules<Repo extends AnyRepo> = {
  repo: Repo;
  /** The "not found" subject, e.g. 'This job type'. */
  subject: string;
  max: number;
  /** As in "A company can have at most 50 job types". */
  plural: string;
  /** The name-taken message, given the item that has the name. */
  taken: (name: string, other: RowOf<Repo>) => string;
  /** The request's field for the name ('name' unless told). */
  nameField?: string;
};

/**
 * The rules every ordered company list shares, as steps a list's service composes in its own order
 * (a list's own checks go between them): each edit under the list's lock, the limit, a free name,
 * an existing item, the reorder's "every id once".
 */
export function orderedList<Repo extends AnyRepo>(rules: ListRules<Repo>) {
  const { repo } = rules;
  const list = {
    /** Runs `edit` in a transaction holding the list's lock. */
    edit: <R>(db: Db, companyId: string, edit: (tx: Db) => Promise<R>) =>
      db.transaction(async (tx) => {
        await repo.lock(tx, companyId);
        return edit(tx);
      }),

    async assertRoom(tx: Db, companyId: string, scope?: Scope) {
      assertRoom(await repo.count(tx, companyId, scope), rules.max, rules.plural);
    },

    // The casts below: inside, Repo's methods answer AnyRepo's loose rows; they are Repo's.
    async assertNameFree(tx: Db, companyId: string, name: string, exceptId?: string, scope?: Scope) {
      const other = (await repo.named(tx, companyId, name, exceptId, scope)) as RowOf<Repo> | undefined;
      if (other) throw nameTaken(rules.taken(name, other), rules.nameField);
    },

    async existing(tx: Db, companyId: string, id: string) {
      const found = (await repo.find(tx, companyId, id)) as Awaited<ReturnType<Repo['find']>>;
      if (!found) throw notFound(rules.subject);
      return found;
    },

    /** Sets the order (every id of the list, or of its scope, once), then answers `relist`. */
    reorder: <R>(db: Db, companyId: string, ids: string[], relist: (tx: Db) => Promise<R>, scope?: Scope) =>
      list.edit(db, companyId, async (tx) => {
        assertSameIds(ids, await repo.ids(tx, companyId, scope));
        await repo.setPositions(tx, companyId, ids);
        return relist(tx);
      }),

    /** An item no record uses is deleted; one in use is archived, so its records keep it. */
    deleteOrArchive: (db: Db, companyId: string, id: string) =>
      list.edit(db, companyId, async (tx) => {
        const { row, uses } = await list.existing(tx, companyId, id);
        if (uses === 0) {
          await repo.remove(tx, companyId, id);
          return { archived: false };
        }
        // Only called by lists with an archived_at column.
        const archivable = row as { archivedAt: Date | null };
        if (!archivable.archivedAt) {
          await repo.update(tx, companyId, id, { archivedAt: new Date() });
        }
        return { archived: true };
      }),
  };
  return list;
}

/** The `archivedAt` an update sets for `archived` (undefined: unchanged; an archived item keeps its date). */
export const archivedAtFor = (row: { archivedAt: Date | null }, archived: boolean | undefined) =>
  archived === undefined ? undefined : archived ? (row.archivedAt ?? new Date()) : null;
