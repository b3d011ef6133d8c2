import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthIdentities, users } from '../../db/schema.ts';

export async function hasOAuthIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .limit(1);
  return Boolean(row);
}

export type AccountUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'country' | 'currency' | 'timeZone' | 'termsAcceptedAt'
  >
>;

export async function updateUser(db: Db, userId: string, update: AccountUpdate): Promise<void> {
  await db.update(users).set(update).where(eq(users.id, userId));
}
