import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Queue } from './queue/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import type { RevocationList } from './modules/auth/revocations.ts';
import type { ContextCache } from './modules/account-context/cache.ts';
import type { FileStore } from './storage/file-store.ts';

/** What buildApp and the services need; main.ts and the tests assemble it. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  queue: Queue | undefined;
  mailer: Mailer;
  tokens: AccessTokens;
  revocations: RevocationList;
  /** Bootstrap's account context, dropped whenever the database says it changed. */
  contextCache: ContextCache;
  /** The web build this server serves; requests from another build are told to reload. */
  webBuild: string;
  /** Stored files (logos, photos): DATA_DIR/files, or the S3 bucket that every API process shares. */
  files: FileStore;
};
