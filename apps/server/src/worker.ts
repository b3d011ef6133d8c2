import { ConfigError, loadConfig } from './config.ts';
import { startWorkers } from './jobs/workers.ts';
import { createRuntime } from './runtime.ts';

/** Background workers alone, for deployments that scale them apart from the API (needs DATABASE_URL). */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process, and `npm start` already runs the workers in it.',
    );
  }
  const runtime = await createRuntime(config);
  const workers = await startWorkers(runtime.deps);
  console.log('Focal workers are running.');
  const stop = async () => {
    await workers.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
