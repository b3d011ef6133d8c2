import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessAccounts, companies, invitations, memberships, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function listMembers(db: Db, companyId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, asc(memberships.createdAt));
}

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

export async function isMemberByEmail(db: Db, companyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), sql`lower(${users.email}) = lower(${email})`));
  return Boolean(row);
}

/** Pending = not accepted and not expired; only these count against the plan and show in the team. */
const pending = () => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date()));

export async function listPendingInvitations(db: Db, companyId: string) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), pending()))
    .orderBy(asc(invitations.createdAt));
}

/**
 * The account's users against the plan: everyone with a membership in any of its companies, plus
 * each pending invitation's address that is not yet such a user.
 */
export async function countAccountUsers(db: Db, businessAccountId: string): Promise<number> {
  const result = await db.execute(sql`
    with account_users as (
      select distinct u.id, lower(u.email) as email
      from ${memberships} m
      join ${companies} c on c.id = m.company_id
      join ${users} u on u.id = m.user_id
      where c.business_account_id = ${businessAccountId}
    )
    select (select count(*) from account_users)::int + (
      select count(distinct lower(i.email))
      from ${invitations} i
      join ${companies} c on c.id = i.company_id
      where c.business_account_id = ${businessAccountId}
        and i.accepted_at is null and i.expires_at > now()
        and lower(i.email) not in (select email from account_users)
    )::int as n`);
  // Both drivers (PGlite and node-postgres) answer raw SQL with { rows }.
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Whether an address already counts as a user of the account (a member, or invited and pending). */
export async function countsAsAccountUser(db: Db, businessAccountId: string, email: string) {
  const [member] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(companies.businessAccountId, businessAccountId), sql`lower(${users.email}) = lower(${email})`),
    )
    .limit(1);
  if (member) return true;
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(and(eq(companies.businessAccountId, businessAccountId), eq(invitations.email, email), pending()))
    .limit(1);
  return Boolean(invited);
}

/** The company's invitation to an address not yet accepted (pending or expired), to send again. */
export async function findOpenInvitation(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.companyId, companyId), eq(invitations.email, email), isNull(invitations.acceptedAt)),
    );
  return row;
}

export async function saveInvitation(
  db: Db,
  values: { id?: string; companyId: string; email: string; token: string; invitedBy: string; ttlMs: number },
): Promise<InvitationRow> {
  const fields = {
    tokenHash: hashToken(values.token),
    invitedByUserId: values.invitedBy,
    expiresAt: new Date(Date.now() + values.ttlMs),
    createdAt: new Date(),
  };
  // Sending again replaces the token, so the link in the earlier mail stops working.
  const [row] = values.id
    ? await db
        .update(invitations)
        .set(fields)
        .where(and(eq(invitations.id, values.id), eq(invitations.companyId, values.companyId)))
        .returning()
    : await db
        .insert(invitations)
        .values({ ...fields, companyId: values.companyId, email: values.email })
        .returning();
  return row!;
}

/** Revokes a pending invitation of this company; false when there is none with that id. */
export async function deleteInvitation(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** An invitation by its token, with what the invitee is shown; `lock` holds it for the transaction. */
export async function findInvitationByToken(db: Db, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      invitation: invitations,
      companyName: companies.name,
      company: {
        id: companies.id,
        currency: companies.currency,
        timeZone: companies.timeZone,
        address: companies.address,
        businessAccountId: companies.businessAccountId,
      },
      inviter: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, hashToken(token)));
  const [row] = await (options.lock ? query.for('update', { of: invitations }) : query);
  return row;
}

export async function markAccepted(db: Db, id: string) {
  await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)));
}

/** The business account owner's country: a new team member's default when the company names none. */
export async function accountOwnerCountry(db: Db, businessAccountId: string) {
  const [row] = await db
    .select({ country: users.country })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.ownerUserId))
    .where(eq(businessAccounts.id, businessAccountId));
  return row?.country ?? null;
}

/** Each invitation's state, by id (a revoked one has no row), for the outbox's links. */
export async function invitationStates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: invitations.id, acceptedAt: invitations.acceptedAt, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(inArray(invitations.id, ids));
}

/** Whether an invitation still stands (not revoked, accepted or expired): its mail's link lives as long. */
export async function isInvitationPending(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, id), pending()));
  return Boolean(row);
}
