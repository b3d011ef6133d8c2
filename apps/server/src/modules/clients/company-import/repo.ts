import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clients, importCopies } from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT } from '../../../http/keyset-cursor.ts';

/**
 * The company import's CLIENTS kind (a new company copying another's clients). Merged clients
 * stay behind (their history lives on the kept one); archived ones come archived. Pages follow the
 * (company_id, created_at, id) index; the cursor is 'created_at|id' to the microsecond.
 */
export type SourceClient = typeof clients.$inferSelect & { cursor: string };

const live = (source: string) => and(eq(clients.companyId, source), isNull(clients.mergedIntoId));

export async function countClients(db: Db, source: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(live(source));
  return row?.n ?? 0;
}

export async function clientsAfter(
  db: Db,
  source: string,
  after: string | null,
  limit: number,
): Promise<SourceClient[]> {
  const [at, id] = after ? after.split('|') : [];
  return db
    .select({
      ...getTableColumns(clients),
      cursor: sql<string>`to_char(${clients.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT}) || '|' || ${clients.id}`,
    })
    .from(clients)
    .where(
      and(
        live(source),
        at ? sql`(${clients.createdAt}, ${clients.id}) > (${at}::timestamptz, ${id}::uuid)` : undefined,
      ),
    )
    .orderBy(clients.createdAt, clients.id)
    .limit(limit);
}

/**
 * Writes the copies. Custom field values follow their field's copy in this company (the
 * CUSTOM_FIELDS kind runs first and records source id → copy id in import_copies); values of
 * fields that were not imported are dropped.
 */
export async function writeImportedClients(
  tx: Db,
  copies: { row: SourceClient; targetId: string }[],
  target: string,
) {
  if (copies.length === 0) return;
  const fieldIds = [...new Set(copies.flatMap((c) => Object.keys(c.row.customFields)))];
  const mapped =
    fieldIds.length === 0
      ? []
      : await tx
          .select({ sourceId: importCopies.sourceId, targetId: importCopies.targetId })
          .from(importCopies)
          .where(
            and(
              eq(importCopies.companyId, target),
              eq(importCopies.type, 'CUSTOM_FIELDS'),
              inArray(importCopies.sourceId, fieldIds),
            ),
          );
  const fieldMap = new Map(mapped.map((m) => [m.sourceId, m.targetId]));
  await tx.insert(clients).values(
    copies.map(({ row, targetId }) => ({
      id: targetId,
      companyId: target,
      kind: row.kind,
      organisationName: row.organisationName,
      contacts: row.contacts,
      displayName: row.displayName,
      searchText: row.searchText,
      address: row.address,
      notes: row.notes,
      tags: row.tags,
      leadSource: row.leadSource,
      customFields: Object.fromEntries(
        Object.entries(row.customFields).flatMap(([id, value]) => {
          const copy = fieldMap.get(id);
          return copy ? [[copy, value]] : [];
        }),
      ),
      archivedAt: row.archivedAt,
    })),
  );
}
