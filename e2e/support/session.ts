import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
 * the way openSignedIn does, then opens `path` (on the app's origin, or the page's baseURL). The
 * tokens are written by a script of this page's that runs before the app's first one, once in this
 * tab: a reload or a later page finds what the app has written since (a refreshed token, a
 * sign-out). Opening /login first to write them cost a page load per sign-in.
 */
export async function openWithTokens(
  page: Page,
  tokens: { access_token: string; refresh_token: string },
  email: string,
  path: string,
): Promise<void> {
  // Each call has its mark, so a second sign-in of the same page writes its own tokens once too.
  const mark = `focal.e2e.signed-in.${crypto.randomUUID()}`;
  await page.addInitScript(
    ({ tokens, email, mark }) => {
      // sessionStorage is the tab's and the origin's: another site's frame or page is left alone.
      if (window !== window.top || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      const put = (key: string, value: string) =>
        localStorage.setItem(`focal.${key}`, JSON.stringify({ v: value }));
      put('session.access', tokens.access_token);
      put('session.refresh', tokens.refresh_token);
      put('session.email', email);
    },
    { tokens, email, mark },
  );
  await page.goto(path);
}

/**
 * Waits until the access token the page keeps has expired (its `exp`, in whole seconds, is past),
 * for journeys on a server with a short ACCESS_TOKEN_TTL_SECONDS. A fixed wait of the TTL was not
 * enough on a busy machine: a request of the page's first load that came after the first token's
 * expiry had it refreshed, and the new token was still valid when the journey went on.
 */
export async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const expiresAt = () =>
    page.evaluate(() => {
      const stored = localStorage.getItem('focal.session.access');
      const token = stored ? (JSON.parse(stored) as { v: string }).v : '';
      const payload = token.split('.')[1];
      if (!payload) return 0;
      const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
      return ((JSON.parse(json) as { exp?: number }).exp ?? 0) * 1000;
    });
  await expect
    .poll(async () => Date.now() > (await expiresAt()) + 250, { timeout: 60_000, intervals: [250] })
    .toBe(true);
}
