// The API server: config → database → app → listen, with graceful shutdown. Started by main.ts.
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DEMO_ADMIN, DEMO_OWNER, seedDemo } from './db/seed/demo.ts';
import { startWorkers } from './jobs/workers.ts';
import { createRuntime } from './runtime.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const { deps } = runtime;
  const seeded = config.seedDemo && (await seedDemo(deps.db));
  const workers = config.workers ? await startWorkers(deps) : undefined;
  const app = await buildApp(deps);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await workers?.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    `Focal is running at ${config.publicUrl} (${database}, ready in ${Math.round(performance.now() - started)} ms)`,
    mailLine(config),
  ];
  if (seeded) {
    lines.push(
      `Demo studio created. Sign in at ${config.publicUrl}/login as ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
      `Administrator: ${config.publicUrl}/admins as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    );
  }
  console.log(lines.join('\n'));
}

/** Where mail goes, and whether the development mail viewer is on (issue 10: off in production). */
function mailLine(config: Config): string {
  if (config.smtpUrl) return 'Mail is sent through SMTP_URL.';
  if (config.devMailbox)
    return 'No SMTP_URL: mail stays in the outbox; the development mail viewer is on (sign-up and invitation answers link to their one mail; DEV_MAILBOX=0 turns it off).';
  return 'No SMTP_URL: mail stays in the outbox, read by an administrator (GET /api/admin/outbox); the development mail viewer is off under NODE_ENV=production (DEV_MAILBOX=1 turns it on).';
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
