import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessAccounts, companies, memberships, subscriptions, users } from '../../db/schema.ts';
import { preparedFor } from '../../lib/prepared.ts';
import { CONTEXT_CHANGED_CHANNEL } from './channel.ts';

const contextQuery = preparedFor((db) =>
  db
    .select({
      user: users,
      company: companies,
      businessAccount: businessAccounts,
      subscription: subscriptions,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, companies.businessAccountId))
    .leftJoin(subscriptions, eq(subscriptions.businessAccountId, businessAccounts.id))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.companyId, sql.placeholder('companyId')),
      ),
    )
    .prepare('company_context'),
);

/** In one query: the user, the company a session works in, its business account and subscription, if the user belongs to it. */
export async function companyContext(db: Db, userId: string, companyId: string) {
  const [row] = await contextQuery(db).execute({ userId, companyId });
  return row;
}

export type AccountContext = NonNullable<Awaited<ReturnType<typeof companyContext>>>;

/**
 * Tells every API process to drop its cached contexts (and plan catalogue), for a change no trigger
 * of migration 0002 sees (the plans table). Sent when the caller's transaction commits.
 */
export async function notifyContextChanged(tx: Db, source: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTEXT_CHANGED_CHANNEL}, ${source})`);
}
