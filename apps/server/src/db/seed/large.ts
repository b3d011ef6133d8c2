import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Scale data (issue 13): N accounts, each a confirmed owner with a business account, a subscription
 * (a mix of tiers, periods and states), one company or two (every 4th), and every 5th a second
 * member. Written in SQL, batch by batch (INSERT … SELECT over generate_series), with one password
 * hash for everyone, so 100,000 accounts take minutes rather than hours of API calls.
 *
 * Addresses are `firstname.lastname.N@example.test` (members: `….N.team@example.test`), names vary
 * over 48 × 60 pairs, and companies over surnames and kinds: searches by a part of an address, a
 * surname or a company name find a few, many or one. Batches commit one by one and are numbered by
 * N, so a run that stopped midway continues where it stopped and a finished one does nothing.
 */
export const SEED_LARGE_PASSWORD = 'focal-seed-password';
const DOMAIN = 'example.test';

export const FIRST_NAMES = (
  'Ada Alan Amara Ana Anders Bea Bruno Carla Chen Dario Dina Elif Emil Esme Farah Felix Gia ' +
  'Hana Hugo Ines Ivan Jae Jonas Kai Kiri Lena Leo Lina Malik Maya Milo Nadia Nico Noor ' +
  'Olga Omar Pia Rafael Rosa Sami Sofia Tariq Tess Uma Vera Wren Yara Zoe'
).split(' ');
export const LAST_NAMES = (
  'Abbott Adeyemi Alvarez Andersen Baker Bianchi Brennan Castillo Chowdhury Costa Dubois ' +
  'Duarte Eriksen Fischer Fontaine Garcia Greco Haddad Hansen Ito Jensen Kaur Keller ' +
  'Kowalski Larsen Lindqvist Lopez Mahler Moreau Murphy Nakamura Novak Okafor Olsen Park ' +
  'Petrov Quinn Rahman Rossi Santos Schmidt Silva Sokolov Tanaka Torres Ueda Varga Vogel ' +
  'Walsh Weber Wong Yilmaz Young Zhang Ziegler Novikova Herrera Farouk Lund Marsh'
).split(' ');
const COMPANY_KINDS = 'Photography,Portraits,Weddings,Studio,Images,Films,Light & Co,Frames'.split(',');

export const list = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** How many seeded accounts exist: the batches committed so far (N runs from 1 without gaps). */
export async function seededAccounts(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from business_accounts b join users u on u.id = b.owner_user_id
    where u.email like ${`%@${DOMAIN}`} and u.email not like ${`%.team@${DOMAIN}`}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Accounts from..to (inclusive) in one transaction. */
async function seedBatch(db: Db, from: number, to: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    // Ids are drawn once per account, so every table of the batch joins on them.
    await tx.execute(sql`
      create temp table seed_batch on commit drop as
      select i,
        gen_random_uuid() as owner_id, gen_random_uuid() as member_id,
        gen_random_uuid() as account_id, gen_random_uuid() as company_id, gen_random_uuid() as second_id,
        (${list(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] as first_name,
        (${list(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last_name,
        (${list(FIRST_NAMES)})[1 + (i * 7 + 3) % ${FIRST_NAMES.length}] as member_first,
        (${list(COMPANY_KINDS)})[1 + i % ${COMPANY_KINDS.length}] as kind,
        now() - (i * interval '13 minutes') as created_at
      from generate_series(${from}::int, ${to}::int) as i`);
    await tx.execute(sql`
      insert into users (id, email, first_name, last_name, password_hash, country, currency, time_zone,
        terms_accepted_at, email_confirmed_at, created_at)
      select owner_id, lower(first_name || '.' || last_name || '.' || i) || ${`@${DOMAIN}`},
        first_name, last_name, ${passwordHash}, 'US', 'USD', 'America/New_York', created_at, created_at, created_at
      from seed_batch
      union all
      select member_id, lower(member_first || '.' || last_name || '.' || i) || ${`.team@${DOMAIN}`},
        member_first, last_name, ${passwordHash}, 'GB', 'GBP', 'Europe/London', created_at, created_at, created_at
      from seed_batch where i % 5 = 0`);
    await tx.execute(sql`
      insert into business_accounts (id, owner_user_id, created_at)
      select account_id, owner_id, created_at from seed_batch`);
    // Tiers in turn; of ten accounts five on a trial, three paying, one past due, one canceled.
    await tx.execute(sql`
      insert into subscriptions (business_account_id, plan_tier, status, billing_period, access_till, created_at)
      select account_id,
        (array['STARTER','PRO','MASTER'])[1 + i % 3],
        (array['trialing','trialing','trialing','trialing','trialing','active','active','active','past_due','canceled'])[1 + i % 10],
        case when i % 2 = 0 then 'MONTHLY' else 'ANNUAL' end,
        case when i % 10 < 5 then now() + interval '14 days' when i % 10 = 9 then now() - interval '3 days' end,
        created_at
      from seed_batch`);
    await tx.execute(sql`
      insert into companies (id, business_account_id, name, email, time_zone, currency, created_at)
      select company_id, account_id, last_name || ' ' || kind, ${'studio.'} || i || ${`@${DOMAIN}`},
        'America/New_York', 'USD', created_at
      from seed_batch
      union all
      select second_id, account_id, first_name || ' ' || last_name || ' Weddings',
        ${'weddings.'} || i || ${`@${DOMAIN}`}, 'America/New_York', 'USD', created_at
      from seed_batch where i % 4 = 0`);
    await tx.execute(sql`
      insert into memberships (user_id, company_id, role, created_at)
      select owner_id, company_id, 'owner', created_at from seed_batch
      union all select owner_id, second_id, 'owner', created_at from seed_batch where i % 4 = 0
      union all select member_id, company_id, 'member', created_at from seed_batch where i % 5 = 0`);
  });
}

export type SeedLargeOptions = {
  count: number;
  /** Accounts per transaction. */
  batchSize?: number;
  /** The argon2id hash every seeded user signs in with (computed once by the caller). */
  passwordHash: string;
  onProgress?: (done: number, total: number) => void;
};

/** Seeds up to `count` accounts; returns how many this run added (0: seeded already). */
export async function seedLarge(db: Db, options: SeedLargeOptions): Promise<number> {
  const { count, passwordHash } = options;
  const batchSize = options.batchSize ?? 5_000;
  const start = await seededAccounts(db);
  for (let from = start + 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    await seedBatch(db, from, to, passwordHash);
    options.onProgress?.(to, count);
  }
  // Fresh statistics, so the planner sees 100,000 rows rather than a near-empty table.
  if (start < count)
    await db.execute(sql`analyze users, business_accounts, subscriptions, companies, memberships`);
  return Math.max(0, count - start);
}
