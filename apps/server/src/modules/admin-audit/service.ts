import type { AdminAuditEntry } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import { insertAuditEntry, listAuditEntries, type AuditEntryInput } from './repo.ts';

/**
 * The one way an administrator's action is recorded: call it inside the transaction that makes the
 * change, so the change and its entry commit together or not at all. `before`/`after` are the
 * changed record as the console shows it (never a password hash or a token).
 */
export function recordAdminAction(tx: Db, entry: AuditEntryInput): Promise<void> {
  return insertAuditEntry(tx, entry);
}

/** One page of the log, newest first; read-only (no route edits or deletes an entry). */
export async function auditLogPage(
  db: Db,
  query: {
    adminId?: string;
    action?: string;
    targetKind?: string;
    targetId?: string;
    before?: string;
    limit: number;
  },
) {
  const { before, limit, ...filter } = query;
  const rows = await listAuditEntries(db, {
    ...filter,
    before: decodeCursor(before, 'before'),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const entries: AdminAuditEntry[] = page.map((row) => ({
    id: row.id,
    admin: { id: row.adminId, email: row.adminEmail, name: row.adminName },
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    entries,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
