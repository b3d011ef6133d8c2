import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthIdentities } from '../../db/schema.ts';

export async function hasOAuthIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .limit(1);
  return Boolean(row);
}
