import { test as base, expect } from '@playwright/test';
import { createConfirmedUser, signUp } from './api.ts';
import { stopAllServers } from './server.ts';

type Factories = {
  /** A new photographer account, signed up, confirmed and signed in through the API. */
  confirmedUser: Awaited<ReturnType<typeof createConfirmedUser>>;
  /** A new account that signed up but has not confirmed its email yet. */
  unconfirmedUser: Awaited<ReturnType<typeof signUp>>;
};

type WorkerFixtures = {
  /**
   * At the worker's end (after its last spec, or after a failure, which ends the worker), stops every
   * server of a spec's own (support/server.ts) still running: one whose beforeAll timed out before it
   * was handed to the spec, or whose spec never reached its afterAll. No server outlives its spec's
   * worker to slow down the specs after it.
   */
  stopLeftoverServers: void;
};

/** `import { test, expect } from '../support/fixtures.ts'` in specs. */
export const test = base.extend<Factories, WorkerFixtures>({
  confirmedUser: async ({ request }, use) => {
    await use(await createConfirmedUser(request));
  },
  unconfirmedUser: async ({ request }, use) => {
    await use(await signUp(request));
  },
  stopLeftoverServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      await use();
      await stopAllServers();
    },
    // A stop is SIGTERM, then SIGKILL after 5 s: room for a few at once.
    { scope: 'worker', auto: true, timeout: 30_000 },
  ],
});

export { expect };
