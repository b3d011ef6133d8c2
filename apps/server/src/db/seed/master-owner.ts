import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscriptions } from '../schema.ts';
import { createAccount } from '../../modules/auth/accounts.ts';

/**
 * A seeded studio owner (the demo's, the bench studios'): a confirmed account in New York, US
 * dollars, on an active MASTER plan with no end, so a seeded data directory keeps working past any
 * trial's 14 days and no job is ever past a plan limit. Call inside the seed's transaction.
 */
export async function createMasterOwner(
  tx: Db,
  who: { email: string; firstName: string; lastName: string; passwordHash: string; companyName: string },
) {
  const account = await createAccount(tx, {
    ...who,
    country: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    emailConfirmed: true,
    trialDays: 14,
  });
  await tx
    .update(subscriptions)
    .set({ planTier: 'MASTER', status: 'active', accessTill: null })
    .where(eq(subscriptions.businessAccountId, account.businessAccount.id));
  return account;
}
