import { fileURLToPath } from 'node:url';

/** The repository root: e2e/support/ → ../.. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The server bundle as `npm start` runs it, without scripts/start.ts's rebuild of stale sources: the
 * global setup brings the bundle up to date once per run (support/server-entry.ts says why).
 */
export const SERVER_ENTRY = 'e2e/support/server-entry.ts';
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
export const WEB_DIST_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
/**
 * The copy of the web build the run's servers serve, taken by the global setup (its directory named
 * by playwright.config.ts): a build made meanwhile (another run's `npm test` rebuilds apps/web/dist)
 * cannot take a page's chunks away from under it.
 */
export const WEB_SNAPSHOT_ENV = 'FOCAL_E2E_WEB_DIST';

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
    WEB_DIST_DIR: process.env[WEB_SNAPSHOT_ENV] || WEB_DIST,
  };
}
