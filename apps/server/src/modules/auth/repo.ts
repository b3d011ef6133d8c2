import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  businessAccounts,
  companies,
  emailTokens,
  memberships,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';

export type User = typeof users.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  return admin;
}

export async function findAdminById(db: Db, id: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id));
  return admin;
}

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  country: string | null;
  currency: string;
  timeZone: string;
  companyName: string;
  emailConfirmed: boolean;
  trialDays: number;
};

/** A studio's whole starting graph: user, business account, first company, owner membership, trial. */
export async function createAccount(db: Db, account: NewAccount) {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: account.passwordHash,
      country: account.country,
      currency: account.currency,
      timeZone: account.timeZone,
      termsAcceptedAt: now,
      emailConfirmedAt: account.emailConfirmed ? now : null,
    })
    .returning();
  const [business] = await db.insert(businessAccounts).values({ ownerUserId: user!.id }).returning();
  const [company] = await db
    .insert(companies)
    .values({
      businessAccountId: business!.id,
      name: account.companyName,
      email: account.email,
      timeZone: account.timeZone,
      currency: account.currency,
    })
    .returning();
  await db.insert(memberships).values({ userId: user!.id, companyId: company!.id, role: 'owner' });
  await db.insert(subscriptions).values({
    businessAccountId: business!.id,
    planTier: 'PRO',
    status: 'trialing',
    billingPeriod: 'MONTHLY',
    accessTill: new Date(now.getTime() + account.trialDays * 24 * 3600_000),
  });
  return { user: user!, company: company!, businessAccount: business! };
}

export async function firstCompanyOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, asc(memberships.createdAt))
    .limit(1);
  return row?.companyId;
}

export async function isMember(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return Boolean(row);
}

export async function issueEmailToken(
  db: Db,
  options: { userId: string; purpose: EmailTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashToken(token),
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return token;
}

export async function findEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function useEmailToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}
