import { test as base, expect } from '@playwright/test';
import { createConfirmedUser, signUp } from './api.ts';

type Factories = {
  /** A new photographer account, signed up, confirmed and signed in through the API. */
  confirmedUser: Awaited<ReturnType<typeof createConfirmedUser>>;
  /** A new account that signed up but has not confirmed its email yet. */
  unconfirmedUser: Awaited<ReturnType<typeof signUp>>;
};

/** `import { test, expect } from '../support/fixtures.ts'` in specs. */
export const test = base.extend<Factories>({
  confirmedUser: async ({ request }, use) => {
    await use(await createConfirmedUser(request));
  },
  unconfirmedUser: async ({ request }, use) => {
    await use(await signUp(request));
  },
});

export { expect };
