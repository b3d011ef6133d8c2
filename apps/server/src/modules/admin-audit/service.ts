import type { Db } from '../../db/client.ts';
import { insertAuditEntry, listAuditEntries, type AuditEntryInput, type AuditFilter } from './repo.ts';

/**
 * The one way an administrator's action is recorded: call it inside the transaction that makes the
 * change, so the change and its entry commit together or not at all. `before`/`after` are the
 * changed record as the console shows it (never a password hash or a token).
 */
export function recordAdminAction(tx: Db, entry: AuditEntryInput): Promise<void> {
  return insertAuditEntry(tx, entry);
}

export function auditEntries(db: Db, filter: AuditFilter) {
  return listAuditEntries(db, filter);
}
