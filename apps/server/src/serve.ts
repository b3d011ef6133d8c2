// The API server: config → database → app → listen, with graceful shutdown. Started by main.ts.
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DEMO_ADMIN, DEMO_OWNER, seedDemo } from './db/seed/demo.ts';
import { safeError } from './http/logging.ts';
import { startWorkers } from './queue/workers.ts';
import { DataDirLockedError, lockDataDir } from './process-lock.ts';
import { createRuntime } from './runtime.ts';
import { handleStopSignals } from './shutdown.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  // Signals are handled from the first moment: a stop during the start closes what exists so far.
  const shutdown = handleStopSignals();
  if (!config.databaseUrl) {
    const release = lockDataDir(config.dataDir);
    process.on('exit', release);
    shutdown.onStop(release);
  }
  const runtime = await createRuntime(config);
  shutdown.onStop(runtime.close);
  const { deps } = runtime;
  const seeded = config.seedDemo && !shutdown.stopping && (await seedDemo(deps.db));
  const workers = config.workers && !shutdown.stopping ? await startWorkers(deps) : undefined;
  if (workers) shutdown.onStop(() => workers.close());
  const app = await buildApp(deps);
  shutdown.onStop(() => app.close());
  if (shutdown.stopping) return;

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    `Focal is running at ${config.publicUrl} (${database}, ready in ${Math.round(performance.now() - started)} ms)`,
    mailLine(config),
  ];
  const keyLine = twoFactorKeyLine(config);
  if (keyLine) lines.push(keyLine);
  if (config.host === '127.0.0.1')
    lines.push(
      'Only this machine can connect (HOST=127.0.0.1); HOST=0.0.0.0 npm start opens it to the network.',
    );
  if (seeded) {
    lines.push(
      `Demo studio created. Sign in at ${config.publicUrl}/login as ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
      `Administrator: ${config.publicUrl}/admins as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    );
  }
  console.log(lines.join('\n'));
}

/**
 * Where the two-factor key is when it is a file inside DATA_DIR (issue 29 §10): a copy of the folder
 * then holds the sealed secrets and their key together.
 */
function twoFactorKeyLine(config: Config): string | undefined {
  const source = config.twoFactorKeySource;
  if (source.kind !== 'file' || !source.inDataDir) return undefined;
  return `The two-factor key is in ${source.path}, beside the data it protects: a backup of DATA_DIR holds both. TWO_FACTOR_KEY_FILE=<a path outside DATA_DIR> moves it there at the next start.`;
}

/** Where mail goes, and whether the development mail viewer is on (issue 10: off in production). */
function mailLine(config: Config): string {
  if (config.smtpUrl) return 'Mail is sent through SMTP_URL.';
  if (config.devMailbox)
    return 'No SMTP_URL: mail stays in the outbox; the development mail viewer is on (sign-up and invitation answers link to their one mail; DEV_MAILBOX=0 turns it off).';
  return 'No SMTP_URL: mail stays in the outbox, read by an administrator (GET /api/admin/outbox); the development mail viewer is off under NODE_ENV=production (DEV_MAILBOX=1 turns it on).';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else {
    // Through the log's allow-list: a failed query's message carries its parameters.
    const safe = safeError(error);
    console.error(
      `Focal could not start: ${safe.type}: ${safe.message}${safe.code ? ` (${safe.code})` : ''}`,
    );
    for (let cause = safe.cause; cause; cause = cause.cause)
      console.error(`  caused by ${cause.type}: ${cause.message}${cause.code ? ` (${cause.code})` : ''}`);
    console.error(safe.stack);
  }
  process.exit(1);
});
