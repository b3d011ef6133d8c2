/**
 * `npm run seed:large [-- --count N --clients N --jobs N]`: scale data in the database the server
 * uses (DATA_DIR or DATABASE_URL), migrated first: N accounts for the console's account search
 * (db/seed/large.ts; --count 0 skips them) and the bench studio with its clients, leads, jobs and
 * sessions beside an empty studio (db/seed/large-studio.ts; --clients 0 --jobs 0 skips it). A second
 * run adds nothing; an interrupted one continues.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { SEED_LARGE_PASSWORD, seedLarge } from './db/seed/large.ts';
import { BENCH_STUDIO, EMPTY_STUDIO, seedLargeStudio } from './db/seed/large-studio.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { DataDirLockedError, lockDataDir } from './process-lock.ts';
import { databaseOptions } from './runtime.ts';

const LIMIT = 10_000_000;

function wholeNumber(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > LIMIT) {
    throw new ConfigError(`--${name}: a whole number from 0 to 10,000,000`);
  }
  return n;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      clients: { type: 'string', default: '100000' },
      jobs: { type: 'string', default: '200000' },
    },
  });
  const count = wholeNumber('count', values.count);
  const clients = wholeNumber('clients', values.clients);
  const jobs = wholeNumber('jobs', values.jobs);
  const config = loadConfig();
  // The embedded database belongs to one process: refuse while the server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database);
    // The demo studio and administrator first, as the server seeds them on an empty database.
    if (config.seedDemo) await seedDemo(database.db);
    const passwordHash = await hashPassword(SEED_LARGE_PASSWORD);
    let started = performance.now();
    if (count > 0) {
      const added = await seedLarge(database.db, {
        count,
        passwordHash,
        onProgress: (done, total) =>
          console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} accounts`),
      });
      console.log(
        added === 0
          ? `Already seeded: ${count.toLocaleString('en')} accounts are there; nothing added.`
          : `Added ${added.toLocaleString('en')} accounts in ${seconds(started)} s. Each user's password: ${SEED_LARGE_PASSWORD}`,
      );
    }
    if (clients > 0 || jobs > 0) {
      started = performance.now();
      const added = await seedLargeStudio(database.db, {
        clients,
        jobs,
        passwordHash,
        onProgress: (what, done, total) =>
          console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${what}`),
      });
      console.log(
        added.clients + added.jobs === 0
          ? `Already seeded: the bench studio has its ${clients.toLocaleString('en')} clients and ${jobs.toLocaleString('en')} jobs; nothing added.`
          : `Added ${added.clients.toLocaleString('en')} clients and ${added.jobs.toLocaleString('en')} leads and jobs in ${seconds(started)} s.`,
      );
      console.log(
        `Bench studio '${BENCH_STUDIO.company}': sign in as ${BENCH_STUDIO.email}; its empty twin: ${EMPTY_STUDIO.email}; password: ${SEED_LARGE_PASSWORD}`,
      );
    }
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
