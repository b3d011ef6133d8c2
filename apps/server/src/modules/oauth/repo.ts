import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthIdentities, oauthPendingSignups, oauthStates } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';

export type PendingSignup = typeof oauthPendingSignups.$inferSelect;

/** The state is stored hashed; verifier and nonce are needed in clear for the token exchange. */
export async function saveState(
  db: Db,
  values: { state: string; provider: string; codeVerifier: string; nonce: string; ttlMs: number },
) {
  const now = new Date();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    state: hashToken(values.state),
    provider: values.provider,
    codeVerifier: values.codeVerifier,
    nonce: values.nonce,
    expiresAt: new Date(now.getTime() + values.ttlMs),
  });
}

/** Single use: the row is deleted as it is read, so a replayed state finds nothing. */
export async function takeState(db: Db, state: string, provider: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, hashToken(state)), eq(oauthStates.provider, provider)))
    .returning();
  return row && row.expiresAt > new Date() ? row : undefined;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row;
}

/** `confirmedAt` null: linked to an address nobody proved yet (see removeUnconfirmedIdentities). */
export async function linkIdentity(
  db: Db,
  values: { provider: string; subject: string; userId: string; confirmedAt: Date | null },
) {
  await db.insert(oauthIdentities).values(values);
}

export async function createPendingSignup(
  db: Db,
  values: {
    provider: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    ttlMs: number;
  },
): Promise<string> {
  const token = randomToken();
  const { ttlMs, ...rest } = values;
  await db.insert(oauthPendingSignups).values({
    ...rest,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

const usable = (token: string) =>
  and(
    eq(oauthPendingSignups.tokenHash, hashToken(token)),
    isNull(oauthPendingSignups.usedAt),
    gt(oauthPendingSignups.expiresAt, new Date()),
  );

export async function findPendingSignup(db: Db, token: string): Promise<PendingSignup | undefined> {
  const [row] = await db.select().from(oauthPendingSignups).where(usable(token));
  return row;
}

/** Marks the pending sign-up used; undefined when it is unknown, expired, or another request used it first. */
export async function usePendingSignup(db: Db, token: string): Promise<PendingSignup | undefined> {
  const [row] = await db
    .update(oauthPendingSignups)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning();
  return row;
}

export async function hasOAuthIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .limit(1);
  return Boolean(row);
}

/**
 * OAuth identities linked while the account's address was unproven: removed when someone proves
 * the address another way (a reset), since whoever linked them never showed they hold it.
 */
export async function removeUnconfirmedIdentities(db: Db, userId: string) {
  await db
    .delete(oauthIdentities)
    .where(and(eq(oauthIdentities.userId, userId), isNull(oauthIdentities.confirmedAt)));
}

/** The sign-up confirmation proved the address for the identities linked with the account. */
export async function confirmIdentities(db: Db, userId: string) {
  await db
    .update(oauthIdentities)
    .set({ confirmedAt: new Date() })
    .where(and(eq(oauthIdentities.userId, userId), isNull(oauthIdentities.confirmedAt)));
}
