import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admins, users } from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createAccount } from '../../modules/auth/repo.ts';

export const DEMO_OWNER = { email: 'demo@focal.test', password: 'focal-demo-password' };
export const DEMO_ADMIN = { email: 'admin@focal.test', password: 'focal-admin-password' };

/** Seeds the demo studio once, on a database with no users yet. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const [ownerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_ADMIN.password),
  ]);
  await db.transaction(async (tx) => {
    await createAccount(tx, {
      email: DEMO_OWNER.email,
      firstName: 'Dana',
      lastName: 'Demo',
      passwordHash: ownerHash,
      country: 'US',
      currency: 'USD',
      timeZone: 'America/New_York',
      companyName: 'Lumen & Co Photography',
      emailConfirmed: true,
      trialDays: 14,
    });
    await tx
      .insert(admins)
      .values({ email: DEMO_ADMIN.email, name: 'Focal Administrator', passwordHash: adminHash });
  });
  return true;
}
