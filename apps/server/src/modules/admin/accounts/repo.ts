import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  backgroundTasks,
  businessAccounts,
  companies,
  memberships,
  sessions,
  subscriptions,
  users,
} from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT, type Keyset } from '../../../http/keyset-cursor.ts';

/** The console's reads of accounts: the search, and what one account's page shows. */

/** What the account search matches: everyone, word prefixes, or an exact id. */
export type AccountQuery = { kind: 'all' } | { kind: 'text'; text: string } | { kind: 'id'; id: string };

export type AccountRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  disabled: boolean;
  cursor_at: string;
  business_account_id: string | null;
  plan_tier: string | null;
  status: string | null;
  company_count: number;
  companies: { id: string; name: string }[] | string;
};

/**
 * The tsquery text for q: each run of letters and digits a word prefix, all of them required.
 * Empty when q has none. The words hold only letters and digits, so to_tsquery cannot fail on them.
 */
function prefixQuery(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word) => `${word}:*`).join(' & ');
}

/** Words of a user or company, as the users_search and companies_search indexes hold them. */
const userWords = sql.raw(
  `to_tsvector('simple', regexp_replace(lower(u.email || ' ' || u.first_name || ' ' || u.last_name), '[^[:alnum:]]+', ' ', 'g'))`,
);
const companyWords = sql.raw(
  `to_tsvector('simple', regexp_replace(lower(c.name || ' ' || c.email), '[^[:alnum:]]+', ' ', 'g'))`,
);

const newestFirst = sql`order by u.created_at desc, u.id desc`;
const olderThan = (after: Keyset | undefined) =>
  after ? sql`(u.created_at, u.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`;

/**
 * One page of matching users' ids, newest first. Text: every word of q is the prefix of a word of
 * the user's e-mail and name, or of a company's name and e-mail (full-text search on the GIN
 * indexes of migration 0012, whose expressions these are, so the planner uses them). Each branch is
 * its own ordered, limited query, and the union of their pages holds the page. The company branch
 * goes from the matching companies to their members and those users by key (`offset 0` keeps the
 * laterals apart): PostgreSQL guesses thousands of companies for any prefix, and joined as a plain
 * join or `in` it walked all users newest first (4 s for 'lumen' at 100,000) or hashed them all.
 */
function pageOfIds(query: AccountQuery, after: Keyset | undefined, limit: number): SQL {
  const keyset = olderThan(after);
  if (query.kind === 'all') {
    return sql`select u.id, u.created_at from users u where ${keyset} ${newestFirst} limit ${limit}`;
  }
  if (query.kind === 'id') {
    // A union of three index lookups: OR-ed subqueries would make PostgreSQL filter every user.
    const id = sql`${query.id}::uuid`;
    return sql`select id, created_at from (
        select u.id, u.created_at from users u where u.id = ${id} and ${keyset}
        union
        select u.id, u.created_at from memberships m join users u on u.id = m.user_id
          where m.company_id = ${id} and ${keyset}
        union
        select u.id, u.created_at from business_accounts b join users u on u.id = b.owner_user_id
          where b.id = ${id} and ${keyset}
      ) hits order by created_at desc, id desc limit ${limit}`;
  }
  const words = prefixQuery(query.text);
  if (words === '') return sql`select u.id, u.created_at from users u where false`;
  const matching = sql`to_tsquery('simple', ${words})`;
  return sql`select id, created_at from (
      (select u.id, u.created_at from users u
        where ${userWords} @@ ${matching} and ${keyset}
        ${newestFirst} limit ${limit})
      union
      (select distinct u.id, u.created_at from companies c
        cross join lateral (select m.user_id from memberships m where m.company_id = c.id offset 0) m
        cross join lateral (select u.id, u.created_at from users u where u.id = m.user_id and ${keyset} offset 0) u
        where ${companyWords} @@ ${matching}
        ${newestFirst} limit ${limit})
    ) hits order by created_at desc, id desc limit ${limit}`;
}

/**
 * The page with what the list shows of each user, from one pass over its memberships: the business
 * account it owns (found through its owner membership, which is indexed, rather than
 * business_accounts.owner_user_id, which is not), its plan, and up to five companies (its own
 * first) with their count.
 */
export async function searchAccounts(
  db: Db,
  options: { query: AccountQuery; after: Keyset | undefined; limit: number },
): Promise<AccountRow[]> {
  const result = await db.execute(sql`
    with page as (${pageOfIds(options.query, options.after, options.limit)})
    select u.id, u.email, u.first_name, u.last_name, u.disabled_at is not null as disabled,
      to_char(u.created_at at time zone 'UTC', ${CURSOR_AT_FORMAT}) as cursor_at,
      agg.business_account_id, s.plan_tier, s.status, agg.company_count, agg.companies
    from page join users u on u.id = page.id
    left join lateral (
      select count(*)::int as company_count,
        coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) order by x.rn)
          filter (where x.rn <= 5), '[]') as companies,
        (array_agg(x.business_account_id) filter (where x.owned))[1] as business_account_id
      from (
        select c.id, c.name, c.business_account_id,
          (m.role = 'owner' and b.owner_user_id = m.user_id) as owned,
          row_number() over (order by m.role = 'owner' desc, c.created_at, c.id) as rn
        from memberships m
        join companies c on c.id = m.company_id
        join business_accounts b on b.id = c.business_account_id
        where m.user_id = u.id) x
    ) agg on true
    left join subscriptions s on s.business_account_id = agg.business_account_id
    order by page.created_at desc, page.id desc`);
  return (result as unknown as { rows: AccountRow[] }).rows;
}

const RECENT = 20;
/** A studio's team is small; this bounds the page for an account that is not. */
const MEMBERS_SHOWN = 200;

/** The business account a user owns, with its subscription (found through the owner membership). */
export async function ownedBusinessAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: businessAccounts.id,
      planTier: subscriptions.planTier,
      status: subscriptions.status,
      billingPeriod: subscriptions.billingPeriod,
      accessTill: subscriptions.accessTill,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(
      businessAccounts,
      and(eq(businessAccounts.id, companies.businessAccountId), eq(businessAccounts.ownerUserId, userId)),
    )
    .innerJoin(subscriptions, eq(subscriptions.businessAccountId, businessAccounts.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')))
    .limit(1);
  return row;
}

export function companiesOf(db: Db, userId: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      role: memberships.role,
      memberCount: sql<number>`(select count(*) from ${memberships} x where x.company_id = ${companies.id})::int`,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(sql`${memberships.role} = 'owner'`), companies.createdAt, companies.id);
}

export function membersOfAccount(db: Db, businessAccountId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: companies.id,
      companyName: companies.name,
      role: memberships.role,
    })
    .from(companies)
    .innerJoin(memberships, eq(memberships.companyId, companies.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(companies.businessAccountId, businessAccountId))
    .orderBy(companies.createdAt, companies.id, desc(sql`${memberships.role} = 'owner'`), users.email)
    .limit(MEMBERS_SHOWN);
}

export function recentSessions(db: Db, subjectId: string) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.subjectId, subjectId))
    .orderBy(desc(sessions.createdAt))
    .limit(RECENT);
}

/** The newest background tasks in the user's companies (started by them or a teammate). */
export function recentTasks(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: backgroundTasks.id,
      kind: backgroundTasks.kind,
      state: backgroundTasks.state,
      createdAt: backgroundTasks.createdAt,
    })
    .from(backgroundTasks)
    .where(inArray(backgroundTasks.companyId, companyIds))
    .orderBy(desc(backgroundTasks.createdAt))
    .limit(RECENT);
}
