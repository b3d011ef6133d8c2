import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessAccounts, companies, memberships, subscriptions } from '../../db/schema.ts';

/** The company a session works in, with its business account and subscription, if the user belongs to it. */
export async function companyContext(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({ company: companies, businessAccount: businessAccounts, subscription: subscriptions, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, companies.businessAccountId))
    .leftJoin(subscriptions, eq(subscriptions.businessAccountId, businessAccounts.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return row;
}
