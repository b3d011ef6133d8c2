import { fileURLToPath } from 'node:url';

/** The repository root: e2e/support/ → ../.. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm start` runs: the web build and server bundle are refreshed if stale, then the server starts. */
export const SERVER_ENTRY = 'scripts/start.ts';
export const WEB_DIST_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));

/**
 * The environment of a Focal server under test: its own port and data directory, the demo seeded,
 * and nothing from the developer's shell (a database, a mail server, a secret) leaking in.
 */
export function testServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Every journey signs up accounts of its own from one address: room for all of them on one server.
    FOCAL_TEST_SIGNUP_LIMIT: '10000',
    DATABASE_URL: '',
    SMTP_URL: '',
    JWT_SECRET: '',
    TWO_FACTOR_KEY: '',
    WEB_DIST_DIR: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
  };
}
