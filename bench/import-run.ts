/**
 * The company-import measurement, in a process of its own (bench/import.ts runs it): an embedded
 * database in a fresh data directory, two source companies, and each import run RUNS times into a
 * new company through the worker's own code (queueCompanyImport, then runImportTask: no queue
 * polling in the figure). Prints one line of JSON: { small: Case, large: Case, setupMs }.
 *
 *   small: company details + 20 tax rates + 10 team members (what a studio has today);
 *          baseline: the same rows copied by plain SQL (UPDATE companies, INSERT ... SELECT twice).
 *   large: 3,000 tax rates (standing in for the 10,000 clients the issue names, until clients exist);
 *          baseline: one INSERT ... SELECT of the same rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { AppDeps } from '../apps/server/src/deps.ts';
import { runImportTask } from '../apps/server/src/modules/imports/runner.ts';
import { queueCompanyImport } from '../apps/server/src/modules/imports/service.ts';

export const RUNS = 3;
export const LARGE_ROWS = 3000;
const SMALL = { rates: 20, members: 10 };

export type Case = { rows: number; importMs: number[]; baselineMs: number[] };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const one = async (db: Db, query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))[0]!;

async function fixture(db: Db) {
  const owner = await one(
    db,
    sql`insert into users (email, first_name, last_name, currency, time_zone) values
        ('bench-owner@focal.test', 'Bench', 'Owner', 'EUR', 'Europe/Paris') returning id`,
  );
  const account = await one(
    db,
    sql`insert into business_accounts (owner_user_id) values (${owner.id}) returning id`,
  );
  const company = async (name: string) => {
    const row = await one(
      db,
      sql`insert into companies (business_account_id, name, email, time_zone, currency, phone, website, address,
          logo_path, prices_include_tax, tax_number)
        values (${account.id}, ${name}, 'studio@focal.test', 'Europe/Paris', 'EUR', '+33 1 23 45 67 89',
          'https://studio.example', '{"city":"Paris","country":"FR"}', 'logos/abc.webp', true, 'FR403')
        returning id`,
    );
    await db.execute(
      sql`insert into memberships (user_id, company_id, role) values (${owner.id}, ${row.id}, 'owner')`,
    );
    return row.id as string;
  };
  const small = await company('Small Studio');
  const large = await company('Large Studio');
  await db.execute(sql`insert into tax_rates (company_id, name, rate_millionths, position)
    select ${small}, 'Tax ' || g, g * 10000, g from generate_series(1, ${SMALL.rates}) g`);
  await db.execute(sql`insert into tax_rates (company_id, name, rate_millionths, position)
    select ${large}, 'Tax ' || g, g * 3700 % 10000000, g from generate_series(1, ${LARGE_ROWS}) g`);
  await db.execute(sql`with u as (
      insert into users (email, first_name, last_name, currency, time_zone)
      select 'bench-member-' || g || '@focal.test', 'Member', 'No ' || g, 'EUR', 'Europe/Paris'
      from generate_series(1, ${SMALL.members - 1}) g returning id)
    insert into memberships (user_id, company_id, role) select id, ${small}, 'member' from u`);
  return { userId: owner.id as string, accountId: account.id as string, small, large, newCompany: company };
}

async function main() {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'focal-bench-import-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  try {
    await migrate(database);
    const { db } = database;
    // Queueing reads nothing but the transaction it is given; the rest of a server is not needed here.
    const deps = { database, db } as unknown as AppDeps;
    const f = await fixture(db);
    const setupMs = performance.now() - started;
    const timeImport = async (source: string, types: string[]) => {
      const target = await f.newCompany('Target');
      const t0 = performance.now();
      const taskId = await db.transaction((tx) =>
        queueCompanyImport(deps, tx, {
          businessAccountId: f.accountId,
          targetCompanyId: target,
          userId: f.userId,
          request: { sourceCompanyId: source, types },
        }),
      );
      const outcome = await runImportTask(db, taskId, new AbortController().signal);
      const ms = performance.now() - t0;
      const [state] = rowsOf(await db.execute(sql`select state from background_tasks where id = ${taskId}`));
      if (outcome !== 'finished' || state?.state !== 'COMPLETED')
        throw new Error(`import ended ${state?.state}`);
      return ms;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const t0 = performance.now();
      await work();
      return performance.now() - t0;
    };
    const copyRates = (source: string, target: string) =>
      db.execute(sql`insert into tax_rates (company_id, name, rate_millionths, position)
        select ${target}, name, rate_millionths, position from tax_rates where company_id = ${source}`);

    const small: Case = { rows: 1 + SMALL.rates + SMALL.members, importMs: [], baselineMs: [] };
    const large: Case = { rows: LARGE_ROWS, importMs: [], baselineMs: [] };
    for (let run = 0; run < RUNS; run++) {
      small.importMs.push(await timeImport(f.small, ['COMPANY_DETAILS', 'TAX_RATES', 'TEAM_MEMBERS']));
      const smallTarget = await f.newCompany('Baseline');
      small.baselineMs.push(
        await timed(() =>
          db.transaction(async (tx) => {
            await tx.execute(sql`update companies t set phone = s.phone, website = s.website, address = s.address,
              logo_path = s.logo_path, time_zone = s.time_zone, currency = s.currency,
              prices_include_tax = s.prices_include_tax, tax_number = s.tax_number
              from companies s where s.id = ${f.small} and t.id = ${smallTarget}`);
            await tx.execute(sql`insert into tax_rates (company_id, name, rate_millionths, position)
              select ${smallTarget}, name, rate_millionths, position from tax_rates where company_id = ${f.small}`);
            await tx.execute(sql`insert into memberships (user_id, company_id, role)
              select user_id, ${smallTarget}, role from memberships where company_id = ${f.small}
              on conflict do nothing`);
          }),
        ),
      );
      large.importMs.push(await timeImport(f.large, ['TAX_RATES']));
      const largeTarget = await f.newCompany('Baseline');
      large.baselineMs.push(await timed(() => copyRates(f.large, largeTarget)));
    }
    console.log(JSON.stringify({ small, large, setupMs }));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
