/**
 * The authorization keys of sign-ins waiting for their second step (two_factor_challenges). A key
 * is stored only as its hash; every change is one atomic UPDATE that holds only while the key is
 * unused and unexpired, so two requests cannot both use one key.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twoFactorChallenges } from '../../../db/schema.ts';
import { hashToken, randomToken } from '../../../lib/secrets.ts';

export type Challenge = typeof twoFactorChallenges.$inferSelect;
export type ChallengePurpose = Challenge['purpose'];

const live = (id: string) =>
  and(
    eq(twoFactorChallenges.id, id),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, new Date()),
  );

/** A new key (returned in clear, once); the user's expired keys go as new ones come. */
export async function createChallenge(
  db: Db,
  options: { userId: string; purpose: ChallengePurpose; companyId: string | null; ttlMs: number },
): Promise<string> {
  await db
    .delete(twoFactorChallenges)
    .where(
      and(eq(twoFactorChallenges.userId, options.userId), lt(twoFactorChallenges.expiresAt, new Date())),
    );
  const key = randomToken();
  await db.insert(twoFactorChallenges).values({
    keyHash: hashToken(key),
    userId: options.userId,
    purpose: options.purpose,
    companyId: options.companyId,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return key;
}

/** The key's row while it is usable: known, unused and unexpired. */
export async function findLiveChallenge(db: Db, key: string): Promise<Challenge | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.keyHash, hashToken(key)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Marks the key used; false when another request used it first, or it expired meanwhile. */
export async function useChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(live(id))
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}

/** Counts a wrong code or answer under the key; the `max`-th ends it. */
export async function countChallengeFailure(db: Db, id: string, max: number): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({
      failures: sql`${twoFactorChallenges.failures} + 1`,
      usedAt: sql`case when ${twoFactorChallenges.failures} + 1 >= ${max} then now() else null end`,
    })
    .where(live(id));
}

/** The questions or a recovery code were right: the key signs in once without a code. */
export async function markRecovered(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ recoveredAt: new Date() })
    .where(and(live(id), isNull(twoFactorChallenges.recoveredAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}
