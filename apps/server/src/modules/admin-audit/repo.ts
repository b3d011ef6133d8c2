import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, admins } from '../../db/schema.ts';
import { CURSOR_AT_FORMAT, type Keyset } from '../../http/keyset-cursor.ts';

export type AuditEntryInput = {
  adminId: string;
  action: string;
  targetKind: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  /** The request's client address (`req.ip`, `adminActor`); null only outside a request. */
  clientAddress: string | null;
};

/** Appends one entry (the table refuses updates and deletes: migration 0012). */
export async function insertAuditEntry(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = {
  adminId?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  /** Keyset cursor: entries older than this (created_at to the microsecond, id). */
  before?: Keyset;
  limit: number;
};

/** Newest first, filtered, one page (keyset on created_at, id). */
export function listAuditEntries(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.adminId) where.push(eq(adminAuditLog.adminId, filter.adminId));
  if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
  if (filter.targetKind) where.push(eq(adminAuditLog.targetKind, filter.targetKind));
  if (filter.targetId) where.push(eq(adminAuditLog.targetId, filter.targetId));
  if (filter.before) {
    const { at, id } = filter.before;
    where.push(sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminEmail: admins.email,
      adminName: admins.name,
      action: adminAuditLog.action,
      targetKind: adminAuditLog.targetKind,
      targetId: adminAuditLog.targetId,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      clientAddress: adminAuditLog.clientAddress,
      createdAt: adminAuditLog.createdAt,
      cursorAt: sql<string>`to_char(${adminAuditLog.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT})`,
    })
    .from(adminAuditLog)
    .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit);
}
