import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, emailTokens, refreshTokens, sessions } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { SubjectKind } from './access-tokens.ts';

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

/**
 * Purposes where only the newest link counts (the lessons: a newer reset link kills the older; a
 * two-factor turned on again kills the notice link of the turn-on before).
 */
const SUPERSEDED: EmailTokenPurpose[] = [
  'reset_password',
  'change_email',
  'change_login',
  'two_factor_not_me',
];

export async function issueEmailToken(
  db: Db,
  options: { userId: string; purpose: EmailTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<{ id: string; token: string }> {
  if (SUPERSEDED.includes(options.purpose)) await endEmailTokens(db, options.userId, [options.purpose]);
  const token = randomToken();
  const [row] = await db
    .insert(emailTokens)
    .values({
      userId: options.userId,
      purpose: options.purpose,
      tokenHash: hashToken(token),
      newEmail: options.newEmail ?? null,
      expiresAt: new Date(Date.now() + options.ttlMs),
    })
    .returning({ id: emailTokens.id });
  return { id: row!.id, token };
}

/**
 * Whether each link still works, by token id (the `ref_id` of the mail that carries it): used (or
 * ended by a newer link, which marks it used), expired, or live. An id with no row answers nothing.
 */
export async function emailTokenStates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: emailTokens.id, usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(inArray(emailTokens.id, ids));
}

export async function findEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return row;
}

/** The new address of the newest change_email link still usable (unused, unexpired), or null. */
export async function pendingEmailChange(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'change_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
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

// Sessions and their refresh tokens.

export type Session = typeof sessions.$inferSelect;

export async function createSession(
  db: Db,
  subject: { kind: SubjectKind; id: string; companyId: string | null },
) {
  const [session] = await db
    .insert(sessions)
    .values({ subjectKind: subject.kind, subjectId: subject.id, companyId: subject.companyId })
    .returning();
  return session!;
}

export async function findSession(db: Db, id: string): Promise<Session | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return session;
}

/** Moves a session to another company: callers go through moveSessionsIntoCompany (move-session.ts). */
export async function setSessionCompany(db: Db, id: string, companyId: string | null) {
  await db.update(sessions).set({ companyId, companyChangedAt: new Date() }).where(eq(sessions.id, id));
}

/** A user removed from a company: each of their sessions in it moves to `fallback` (null: none). */
export async function moveSessionsOutOfCompany(
  db: Db,
  userId: string,
  companyId: string,
  fallback: string | null,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ companyId: fallback, companyChangedAt: new Date() })
    .where(and(eq(sessions.subjectId, userId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Returns the ids revoked, for the caller to add to the revocation list once committed. */
export async function revokeSession(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function revokeAllSessions(db: Db, subjectId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Every session of the user but `keepSessionId` (the caller's): a new password or two-factor change. */
export async function revokeOtherSessions(
  db: Db,
  subjectId: string,
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.subjectId, subjectId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Stores a refresh token and returns it. `token` is a refresh's derived successor: a second use of
 * the same token within the grace window stores the same one again, which is then a no-op.
 */
export async function issueRefreshToken(
  db: Db,
  sessionId: string,
  ttlDays: number,
  token = randomToken(),
): Promise<string> {
  await db
    .insert(refreshTokens)
    .values({
      sessionId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlDays * 24 * 3600_000),
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  return token;
}

/**
 * The one successor of a refresh token: derived (HMAC under the server's secret) rather than
 * random, so every use within the grace window gets the same one without storing it in clear.
 */
export const successorOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

export async function findRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}

/** Marks a refresh token used; false when a concurrent request used it first. */
export async function useRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Sessions revoked or moved to another company since `since`: what the revocation list polls for. */
export async function sessionsChangedSince(db: Db, since: Date) {
  return db
    .select({
      id: sessions.id,
      revokedAt: sessions.revokedAt,
      companyId: sessions.companyId,
      companyChangedAt: sessions.companyChangedAt,
    })
    .from(sessions)
    .where(or(gt(sessions.revokedAt, since), gt(sessions.companyChangedAt, since)));
}
