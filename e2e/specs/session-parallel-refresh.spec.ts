import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { waitForAccessTokenExpiry } from '../support/session.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';

/**
 * Spec 01 §4.1: one refresh, however many requests failed together. The requests here are the
 * bootstraps of three tabs of the app reloading at once; the tabs share the session (localStorage)
 * and take turns on the refresh (Web Locks), so two refreshes are never in flight together. A tab
 * that takes its turn before the new tokens reached its copy of localStorage (Chromium propagates
 * it between tabs asynchronously) refreshes once more with the rotated token, which the server's
 * two-tab grace window accepts; within one tab the single refresh is exact (client.test.ts).
 */
// Tokens that live 30 s: the three tabs are set up well within one token's life. With 3 s, a page
// load on a busy machine outlasted several tokens, and a tab that refreshed with a superseded one
// (its copy of localStorage behind) had the session ended as a stolen token's, before the test began.
test.describe('with a 30-second access token', () => {
  let server: StartedServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '30' });
  });
  test.afterAll(() => server?.stop());

  test('requests of three tabs failing together after expiry never refresh twice at once, and all recover', async ({
    browser,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const welcome = (page: Page) => page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` });

    const first = await context.newPage();
    await first.goto('/login');
    await first.getByLabel('Email').fill(user.email);
    await first.getByLabel('Password', { exact: true }).fill(user.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await expect(welcome(first)).toBeVisible();
    const pages = [first, await context.newPage(), await context.newPage()];
    await Promise.all(pages.slice(1).map((page) => page.goto('/')));
    for (const page of pages) await expect(welcome(page)).toBeVisible();

    await waitForAccessTokenExpiry(first); // the tabs share the stored token
    const bootstraps: number[] = [];
    const refreshes: number[] = [];
    let refreshing = 0;
    let mostAtOnce = 0;
    context.on('request', (request) => {
      if (new URL(request.url()).pathname !== ApiRoutes.refreshTokens.path) return;
      refreshing++;
      mostAtOnce = Math.max(mostAtOnce, refreshing);
    });
    context.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === ApiRoutes.refreshTokens.path) refreshing--;
    });
    context.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === ApiRoutes.bootstrap.path) bootstraps.push(response.status());
      if (pathname === ApiRoutes.refreshTokens.path) refreshes.push(response.status());
    });
    // The refresh waits until all three requests have failed with the expired token, so the three
    // are in flight together whatever the timing of the tabs (then it goes to the real server).
    await context.route('**/api/auth/refresh', async (route) => {
      const deadline = Date.now() + 10_000;
      while (bootstraps.filter((status) => status === 401).length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await route.continue();
    });

    await Promise.all(pages.map((page) => page.reload()));
    for (const page of pages) await expect(welcome(page)).toBeVisible();

    expect(bootstraps.filter((status) => status === 401)).toHaveLength(3);
    expect(mostAtOnce).toBe(1);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(pages.length);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(bootstraps.filter((status) => status === 200)).toHaveLength(3);
    await context.close();
    await api.dispose();
  });
});
