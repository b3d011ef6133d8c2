import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Database, type DatabaseOptions, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { readWebBuild } from './http/spa.ts';
import { createQueue, startQueue } from './queue/queue.ts';
import { QUEUES } from './queue/queues.ts';
import { createMailer } from './mail/mailer.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { RevocationList } from './modules/auth/revocations.ts';
import { ContextCache } from './modules/account-context/cache.ts';
import { invalidatePlanCatalogue } from './modules/account-billing/plans/catalogue.ts';
import { createFileStore } from './storage/create.ts';

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'pg', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'db') };
}

/** Opens and migrates the database, starts the queue, and assembles what the app and workers use. */
export async function createRuntime(config: Config, options: { database?: Database; queue?: boolean } = {}) {
  const database = options.database ?? (await openDatabase(databaseOptions(config)));
  await migrate(database);
  // The catalogue is kept per process: one read from another database (a test file before this one,
  // in the same test worker) is not this database's.
  invalidatePlanCatalogue();
  const queue = options.queue === false ? undefined : createQueue(database);
  if (queue) {
    queue.on('error', (error) => console.error('job queue error', error));
    await startQueue(queue, QUEUES);
  }
  const revocations = new RevocationList(database.db, config.accessTokenTtlSeconds);
  await revocations.start();
  const contextCache = new ContextCache();
  await contextCache.start(database);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    queue,
    mailer: createMailer({ queue, config }),
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    revocations,
    contextCache,
    webBuild: readWebBuild(config.webDistDir),
    files: await createFileStore(config),
  };
  const close = async () => {
    revocations.stop();
    await contextCache.stop();
    await queue?.stop({ graceful: true, timeout: 10_000 });
    await database.close();
    deps.files.close();
  };
  return { deps, close };
}
