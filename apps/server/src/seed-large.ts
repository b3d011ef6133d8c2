/**
 * `npm run seed:large [-- --count N]`: scale data for the console's account search and the lists to
 * come (db/seed/large.ts), in the database the server uses (DATA_DIR or DATABASE_URL), migrated
 * first. A second run adds nothing; an interrupted one continues.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { SEED_LARGE_PASSWORD, seedLarge } from './db/seed/large.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { DataDirLockedError, lockDataDir } from './process-lock.ts';
import { databaseOptions } from './runtime.ts';

async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    throw new ConfigError('--count: a whole number of accounts from 1 to 10,000,000');
  }
  const config = loadConfig();
  // The embedded database belongs to one process: refuse while the server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database);
    // The demo studio and administrator first, as the server seeds them on an empty database.
    if (config.seedDemo) await seedDemo(database.db);
    const started = performance.now();
    const added = await seedLarge(database.db, {
      count,
      passwordHash: await hashPassword(SEED_LARGE_PASSWORD),
      onProgress: (done, total) =>
        console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} accounts`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      added === 0
        ? `Already seeded: ${count.toLocaleString('en')} accounts are there; nothing added.`
        : `Added ${added.toLocaleString('en')} accounts in ${seconds} s. Each user's password: ${SEED_LARGE_PASSWORD}`,
    );
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
