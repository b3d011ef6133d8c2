import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, admins } from '../../db/schema.ts';

export type AuditEntryInput = {
  adminId: string;
  action: string;
  targetKind: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
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
  /** Keyset cursor: entries older than this (createdAt, id). */
  before?: { createdAt: Date; id: string };
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
    const { createdAt, id } = filter.before;
    where.push(
      or(
        lt(adminAuditLog.createdAt, createdAt),
        and(eq(adminAuditLog.createdAt, createdAt), lt(adminAuditLog.id, id)),
      )!,
    );
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
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit);
}
