import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarFeeds, companies, memberships, users } from '../../../db/schema.ts';

/**
 * A user's secret iCal feed of one company. Only the token's SHA-256 is kept; a user has at most
 * one live feed per company (creating another revokes the one before).
 */
export async function liveFeed(
  db: Db,
  owner: { companyId: string; userId: string },
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.companyId, owner.companyId),
        eq(calendarFeeds.userId, owner.userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);
  return row;
}

export async function revokeFeeds(db: Db, owner: { companyId: string; userId: string }): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.companyId, owner.companyId),
        eq(calendarFeeds.userId, owner.userId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
}

/** Revokes the live feed and adds one with this token hash, in one transaction. */
export async function replaceFeed(
  db: Db,
  owner: { companyId: string; userId: string },
  tokenHash: string,
): Promise<{ createdAt: Date }> {
  return db.transaction(async (tx) => {
    await revokeFeeds(tx, owner);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ ...owner, tokenHash })
      .returning({ createdAt: calendarFeeds.createdAt });
    return row!;
  });
}

/**
 * The live feed of a token hash, while its user is still an enabled member of the company (a member
 * who leaves the team, or is disabled, stops sharing the studio's calendar), with the company's
 * time zone and name.
 */
export async function feedOwner(
  db: Db,
  tokenHash: string,
): Promise<{ companyId: string; userId: string; timeZone: string; companyName: string } | undefined> {
  const [row] = await db
    .select({
      companyId: calendarFeeds.companyId,
      userId: calendarFeeds.userId,
      timeZone: companies.timeZone,
      companyName: companies.name,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .innerJoin(
      memberships,
      and(eq(memberships.companyId, calendarFeeds.companyId), eq(memberships.userId, calendarFeeds.userId)),
    )
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt), isNull(users.disabledAt)),
    );
  return row;
}
