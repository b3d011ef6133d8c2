import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';

/** A company list's table: an id, its company and a position (0, 1, 2…). */
export type ListTable = PgTable & { id: PgColumn; companyId: PgColumn; position: PgColumn };

export type ListOptions = {
  /** The advisory lock's name, before `:companyId`. */
  lock: string;
  /** The item's name column, unique per company (and scope) in any case. */
  name: PgColumn;
  /** How many records use an item (in use: archived, not deleted), written out in SQL. */
  uses?: SQL<number>;
  /** Sorted on before the position (a list kept per scope). */
  orderFirst?: PgColumn;
};

/**
 * The SQL every ordered company list shares. `scope` narrows to a part of the list (custom fields:
 * one entity), built by the list's own repo.
 */
export function orderedRepo<T extends ListTable>(table: T, opts: ListOptions) {
  type Row = T['$inferSelect'];
  type WithUses = { row: Row; uses: number };
  // drizzle cannot resolve its builders' row types over a generic table: they are T's rows.
  const t = table as ListTable;
  const of = (companyId: string, ...more: (SQL | undefined)[]) => and(eq(t.companyId, companyId), ...more);
  const selection = { row: t, ...(opts.uses && { uses: opts.uses }) };
  const withUses = (r: { row: unknown; uses?: number }) => ({ row: r.row as Row, uses: Number(r.uses ?? 0) });

  return {
    /** Serialises the edits of one company's list (positions, names, rules), so two tabs never interleave. */
    lock: (tx: Db, companyId: string) => lockName(tx, `${opts.lock}:${companyId}`),

    async list(db: Db, companyId: string, scope?: SQL): Promise<WithUses[]> {
      const order = [...(opts.orderFirst ? [asc(opts.orderFirst)] : []), asc(t.position), asc(t.id)];
      const rows = await db
        .select(selection)
        .from(t)
        .where(of(companyId, scope))
        .orderBy(...order);
      return rows.map(withUses);
    },

    async find(db: Db, companyId: string, id: string): Promise<WithUses | undefined> {
      const [found] = await db
        .select(selection)
        .from(t)
        .where(of(companyId, eq(t.id, id)));
      return found && withUses(found);
    },

    /** The item (archived or not) that already has this name in any case, other than `exceptId`. */
    async named(db: Db, companyId: string, name: string, exceptId?: string, scope?: SQL) {
      const [row] = await db
        .select()
        .from(t)
        .where(
          of(
            companyId,
            scope,
            sql`lower(${opts.name}) = lower(${name})`,
            exceptId ? ne(t.id, exceptId) : undefined,
          ),
        );
      return row as Row | undefined;
    },

    async count(db: Db, companyId: string, scope?: SQL): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(of(companyId, scope));
      return Number(row?.n ?? 0);
    },

    async nextPosition(db: Db, companyId: string, scope?: SQL): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${t.position}), -1)::int` })
        .from(t)
        .where(of(companyId, scope));
      return Number(row?.max ?? -1) + 1;
    },

    async ids(db: Db, companyId: string, scope?: SQL): Promise<string[]> {
      const rows = await db.select({ id: t.id }).from(t).where(of(companyId, scope));
      return rows.map((r) => r.id as string);
    },

    async insert(db: Db, companyId: string, rows: Omit<T['$inferInsert'], 'companyId'>[]): Promise<Row[]> {
      if (rows.length === 0) return [];
      const values = rows.map((row) => ({ ...row, companyId }));
      return (await db.insert(t).values(values).returning()) as Row[];
    },

    async update(db: Db, companyId: string, id: string, values: Partial<Row>): Promise<void> {
      await db
        .update(t)
        .set(values)
        .where(of(companyId, eq(t.id, id)));
    },

    /** Positions 0, 1, 2… in the order of `ids` (every id of the list; at most 100). */
    async setPositions(db: Db, companyId: string, ids: string[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db
          .update(t)
          .set({ position })
          .where(of(companyId, eq(t.id, id)));
      }
    },

    async remove(db: Db, companyId: string, id: string): Promise<void> {
      await db.delete(t).where(of(companyId, eq(t.id, id)));
    },

    /** A page of a company's items for the company import, in id order. */
    async after(db: Db, companyId: string, after: string | null, limit: number): Promise<Row[]> {
      const page = await db
        .select()
        .from(t)
        .where(of(companyId, after ? sql`${t.id} > ${after}::uuid` : undefined))
        .orderBy(asc(t.id))
        .limit(limit);
      return page as Row[];
    },
  };
}

export type OrderedRepo<T extends ListTable> = ReturnType<typeof orderedRepo<T>>;
