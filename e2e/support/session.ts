import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OWNER } from '../../packages/test-kit/src/accounts.ts';
import { logIn } from './api.ts';

/** The demo studio's owner, seeded by SEED_DEMO=1. */
export { DEMO_OWNER };

/**
 * Signs the page in without the login form: tokens from the API go where the web app keeps them
 * (localStorage, through its storage helper's `{ v }` envelope), then the page opens `path`.
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  path: string,
  account: { email: string; password: string } = DEMO_OWNER,
): Promise<void> {
  const tokens = await logIn(request, account.email, account.password);
  await openWithTokens(page, tokens, account.email, path);
}

/**
 * Puts a token pair the API gave (a new company's, an accepted invitation's) into the page's session
 * the way openSignedIn does, then opens `path`. The page must be on the app's origin or given a
 * baseURL.
 */
export async function openWithTokens(
  page: Page,
  tokens: { access_token: string; refresh_token: string },
  email: string,
  path: string,
): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ({ tokens, email }) => {
      const put = (key: string, value: string) =>
        localStorage.setItem(`focal.${key}`, JSON.stringify({ v: value }));
      put('session.access', tokens.access_token);
      put('session.refresh', tokens.refresh_token);
      put('session.email', email);
    },
    { tokens, email },
  );
  await page.goto(path);
}
