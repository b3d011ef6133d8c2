import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activity, clients, jobClients } from '../../db/schema.ts';
import { displayNameOf, searchTextOf } from './names.ts';

/** The clients' own SQL; every statement filters by company. */
export type ClientRecord = typeof clients.$inferSelect;
export type ClientValues = Pick<
  ClientRecord,
  'kind' | 'organisationName' | 'contacts' | 'address' | 'notes' | 'tags' | 'leadSource' | 'customFields'
>;

/** The name and search text are written from the values on every save, never sent. */
const withDerived = (values: ClientValues) => {
  const displayName = displayNameOf(values);
  return { ...values, displayName, searchText: searchTextOf(values, displayName) };
};

export async function insertClient(db: Db, companyId: string, values: ClientValues): Promise<ClientRecord> {
  const [row] = await db
    .insert(clients)
    .values({ companyId, ...withDerived(values) })
    .returning();
  return row!;
}

export async function findClient(db: Db, companyId: string, id: string): Promise<ClientRecord | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)));
  return row;
}

/** The row, locked for the rest of the transaction (a save, a merge, a move). */
export async function lockClient(db: Db, companyId: string, id: string): Promise<ClientRecord | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .for('update');
  return row;
}

/**
 * Saves the whole value set of a client. `version` (the updatedAt a form loaded, to the
 * millisecond a JavaScript date keeps) makes a stale save find no row.
 */
export async function saveClient(
  db: Db,
  companyId: string,
  id: string,
  values: ClientValues,
  version?: Date,
): Promise<ClientRecord | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...withDerived(values), updatedAt: new Date() })
    .where(
      and(
        eq(clients.companyId, companyId),
        eq(clients.id, id),
        version
          ? sql`date_trunc('milliseconds', ${clients.updatedAt}) = ${version.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .returning();
  return row;
}

export async function setArchived(
  db: Db,
  companyId: string,
  id: string,
  archived: { archivedAt: Date | null; mergedIntoId?: string | null },
): Promise<ClientRecord | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...archived, updatedAt: new Date() })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .returning();
  return row;
}

/** Deletes the client and its activity (nothing else refers to it: the service checked). */
export async function deleteClient(db: Db, companyId: string, id: string): Promise<void> {
  await db
    .delete(activity)
    .where(
      and(eq(activity.companyId, companyId), eq(activity.subjectType, 'client'), eq(activity.subjectId, id)),
    );
  await db.delete(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, id)));
}

/** How many leads and jobs name the client (documents join this count when they exist). */
export async function referenceCount(db: Db, companyId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobClients)
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.clientId, id)));
  return row?.n ?? 0;
}
