import type { AdminAuditEntry } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import { insertAuditEntry, listAuditEntries, type AuditEntryInput } from './repo.ts';

/** Who does a console action, and from where: every audit entry carries both. */
export type AdminActor = { adminId: string; clientAddress: string | null };

/** The signed-in administrator of a console request and its client address (`req.ip`). */
export const adminActor = (req: { auth: { subjectId: string } | null; ip: string }): AdminActor => ({
  adminId: req.auth!.subjectId,
  clientAddress: req.ip,
});

/**
 * The one way an administrator's action is recorded: call it inside the transaction that makes the
 * change, so the change and its entry commit together or not at all. `before`/`after` are the
 * changed record as the console shows it (never a password hash or a token).
 */
export function recordAdminAction(tx: Db, entry: AuditEntryInput): Promise<void> {
  return insertAuditEntry(tx, entry);
}

/** What an administrator read, for `recordAdminRead`. */
export type AdminRead = AdminActor & {
  /** `<area>.<verb>` as the writes are: `user.search`, `user.view`, `outbox.read`… */
  action: string;
  targetKind: string;
  targetId: string | null;
  /** What the read asked for and what it showed (a search's words, how many rows), never the data itself. */
  details: Record<string, unknown>;
};

/**
 * The one way an administrator's read of someone's data or mail is recorded (issue 29 §9): the same
 * append-only log as the writes, `before` null and `after` what was read. Awaited before the answer
 * is sent, so a read whose entry could not be written answers 500 and shows nothing.
 */
export function recordAdminRead(db: Db, read: AdminRead): Promise<void> {
  const { details, ...entry } = read;
  return insertAuditEntry(db, { ...entry, before: null, after: details });
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
    clientAddress: row.clientAddress,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    entries,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
