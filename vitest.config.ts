import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { engineDependentFiles } from './apps/server/src/test/engines.ts';
import { ProcessesFirstSequencer } from './apps/server/src/test/sequencer.ts';

/**
 * One Vitest run, several projects; `npm test` (scripts/test.ts) picks them lane by lane:
 *   unit:       --project contracts --project web --project server-unit --project lint
 *   api:        --project api --project api-s3   (FOCAL_TEST_DB=pg with FOCAL_TEST_PG_URL)
 *   api-pglite: --project api-pglite             (FOCAL_TEST_DB=pglite)
 */
const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * The API projects share one loaded server per worker (no isolation: importing the server again for
 * each file was 43-47% of a file's time); each file still gets its own app over its own copy of the
 * migrated database (apps/server/src/test/api-test.ts), so no file sees another's rows.
 */
const apiProject = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: 2,
  isolate: false,
  // Each file starts from the fixture's default app options (a file's override stays otherwise).
  setupFiles: ['apps/server/src/test/api-file-setup.ts'],
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines we run on,
    // with the other core mostly idle (the unit lane used 1.05 cores of 2). The main process's own work
    // (transforms, reporting) is small beside the workers'.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: ProcessesFirstSequencer },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one module graph per worker serves every file.
          isolate: false,
        },
      },
      // The web app's own vite.config.ts holds its test block (name 'web', jsdom).
      'apps/web',
      {
        // The lint configuration's own rules, shown failing on deliberate violations.
        test: {
          name: 'lint',
          include: ['lint-rules/**/*.test.ts'],
          environment: 'node',
          // ESLint and its plugins load once per worker, not once per file.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Every API test file, on the database FOCAL_TEST_DB names (npm test: a PostgreSQL server).
        test: {
          ...apiProject,
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // The files that declare the engine matters to them (apps/server/src/test/engines.ts), run
        // again on the embedded PGlite.
        test: {
          ...apiProject,
          name: 'api-pglite',
          include: engineDependentFiles(ROOT, `${ROOT}/apps/server/src`).map(({ file }) => file),
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // The API tests of stored files once more, with the files in an S3 bucket of a real S3
        // server on loopback (s3rver) instead of DATA_DIR: both stores pass the same tests.
        test: {
          ...apiProject,
          name: 'api-s3',
          include: [
            'apps/server/src/modules/companies/logo*.api.test.ts',
            'apps/server/src/modules/profile/photo*.api.test.ts',
            'apps/server/src/modules/clients/csv-import/uploads.api.test.ts',
          ],
          globalSetup: ['apps/server/src/test/global-setup-s3.ts'],
        },
      },
    ],
  },
});
