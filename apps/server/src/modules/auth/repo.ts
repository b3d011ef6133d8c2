import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, emailTokens } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

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

/**
 * Ends every outstanding link of these purposes for a user (marked used): a newer link of the same
 * purpose replaces them, and a reset or an address change ends what was granted before it.
 */
export async function endEmailTokens(db: Db, userId: string, purposes: EmailTokenPurpose[]) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)),
    );
}

/** Purposes where only the newest link counts (the lessons: a newer reset link kills the older). */
const SUPERSEDED: EmailTokenPurpose[] = ['reset_password', 'change_email', 'change_login'];

export async function issueEmailToken(
  db: Db,
  options: { userId: string; purpose: EmailTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  if (SUPERSEDED.includes(options.purpose)) await endEmailTokens(db, options.userId, [options.purpose]);
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
