/** The memberships table: the one repository that writes it, and the one membership check. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memberships, users } from '../../db/schema.ts';

export type Role = (typeof memberships.$inferSelect)['role'];
export type CompanyWithRole = { company: typeof companies.$inferSelect; role: Role };

/** The company with the user's role in it, only when the user is a member: the one door to a company by id. */
export async function companyOfMember(
  db: Db,
  userId: string,
  companyId: string,
): Promise<CompanyWithRole | undefined> {
  const [row] = await db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return row;
}

/** The company a user lands in: one they own first, else the one they joined first. */
export async function firstCompanyOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, asc(memberships.createdAt))
    .limit(1);
  return row?.companyId;
}

/** Adds members to a company; someone already in it keeps their role. */
export async function addMembers(
  db: Db,
  companyId: string,
  members: { userId: string; role: Role; createdAt?: Date }[],
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insert(memberships)
    .values(members.map((m) => ({ ...m, companyId })))
    .onConflictDoNothing();
}

export async function deleteMembership(db: Db, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.length === 1;
}

/** The owners of a company, with what a mail to them needs (notices of owner-only settings). */
export async function ownersOf(db: Db, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')));
}
