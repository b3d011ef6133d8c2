import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminInvitations, admins } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';

/** SQL of the administrators the console manages, and of their invitations. */

export function listAdminRows(db: Db) {
  return db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      disabledAt: admins.disabledAt,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .orderBy(asc(admins.createdAt), asc(admins.id));
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  return row;
}

export async function insertAdmin(db: Db, values: { email: string; name: string; passwordHash: string }) {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

/** The administrator, locked until the transaction ends (two disables at once record one change). */
export async function lockAdmin(db: Db, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
  return row;
}

export async function setAdminDisabled(db: Db, id: string, at: Date) {
  await db.update(admins).set({ disabledAt: at }).where(eq(admins.id, id));
}

const open = () => and(isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, sql`now()`));

export function openInvitations(db: Db) {
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      name: adminInvitations.name,
      expiresAt: adminInvitations.expiresAt,
      createdAt: adminInvitations.createdAt,
    })
    .from(adminInvitations)
    .where(open())
    .orderBy(desc(adminInvitations.createdAt));
}

/** Each invitation's state, by id, for the outbox to tell whether its mail's link still works. */
export async function adminInvitationStates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: adminInvitations.id,
      acceptedAt: adminInvitations.acceptedAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .where(inArray(adminInvitations.id, ids));
}

/** A newer invitation to the same address replaces the older ones: their links stop working. */
export async function expireInvitationsTo(db: Db, email: string) {
  await db
    .update(adminInvitations)
    .set({ expiresAt: sql`now()` })
    .where(and(open(), sql`lower(${adminInvitations.email}) = lower(${email})`));
}

export async function insertInvitation(
  db: Db,
  values: { email: string; name: string; token: string; invitedBy: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(adminInvitations)
    .values({
      email: values.email,
      name: values.name,
      tokenHash: hashToken(values.token),
      invitedByAdminId: values.invitedBy,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

/** The open invitation a link's token names, or undefined (unknown, expired or used). */
export async function findOpenInvitation(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(and(eq(adminInvitations.tokenHash, hashToken(token)), open()));
  return row;
}

/** Marks it accepted; false when a concurrent acceptance (or expiry) came first. */
export async function acceptInvitationRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(adminInvitations.id, id), open()))
    .returning({ id: adminInvitations.id });
  return rows.length === 1;
}
