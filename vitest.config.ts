import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects; `npm test` (scripts/test.ts) picks them lane by lane:
 *   unit: --project contracts --project web --project server-unit --project lint
 *   api:  --project api --project api-s3   (FOCAL_TEST_DB=pglite, or pg with FOCAL_TEST_PG_URL)
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // The API tests of stored files once more, with the files in an S3 bucket of a real S3
        // server on loopback (s3rver) instead of DATA_DIR: both stores pass the same tests.
        test: {
          name: 'api-s3',
          include: [
            'apps/server/src/modules/companies/logo*.api.test.ts',
            'apps/server/src/modules/profile/photo*.api.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup-s3.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
