import { ConfigError, loadConfig } from './config.ts';
import { startWorkers } from './queue/workers.ts';
import { createRuntime } from './runtime.ts';
import { handleStopSignals } from './shutdown.ts';

/** Background workers alone, for deployments that scale them apart from the API (needs DATABASE_URL). */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process, and `npm start` already runs the workers in it.',
    );
  }
  // The same stop as the API's: within the deadline, and at once on a second signal.
  const shutdown = handleStopSignals();
  const runtime = await createRuntime(config);
  shutdown.onStop(runtime.close);
  const workers = await startWorkers(runtime.deps);
  shutdown.onStop(() => workers.close());
  console.log('Focal workers are running.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
