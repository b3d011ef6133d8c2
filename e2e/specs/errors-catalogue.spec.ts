import { ApiRoutes } from '@focal/contracts/api-routes';
import { test, expect } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * The error catalogue (what the web app does for each error code, spec 01 §8): the rows whose
 * condition the real server produces on request. The toast of an error without a row of its own moved
 * to apps/web/src/shared/errors/errors-catalogue-journeys.test.tsx.
 */

async function signInThroughPage(page: Page, email: string, password: string, firstName: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}

const storedToken = (page: Page, key: 'access' | 'refresh') =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(`focal.session.${name}`);
    return raw ? (JSON.parse(raw) as { v: string }).v : null;
  }, key);

test("a tab on an older build is offered 'Reload the Page' and keeps its session", async ({
  page,
  confirmedUser,
}) => {
  await signInThroughPage(page, confirmedUser.email, confirmedUser.password, confirmedUser.input.firstName);
  // This tab now speaks as an older build would: the server answers 426 ObsoleteAppVersion.
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), webbuildversion: 'an-older-build' } }),
  );
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'A new version of Focal is available' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please reload the page to use the latest version.')).toBeVisible();
  expect(await storedToken(page, 'access')).toBeTruthy();

  // Reloading loads the current build (the interception stands for the old code: it goes away).
  await page.unroute('**/api/**');
  await dialog.getByRole('button', { name: 'Reload the Page' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome, ${confirmedUser.input.firstName}` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a session ended elsewhere (450) signs the tab out to /login', async ({
  page,
  confirmedUser,
  request,
}) => {
  await signInThroughPage(page, confirmedUser.email, confirmedUser.password, confirmedUser.input.firstName);
  const access = await storedToken(page, 'access');
  const refresh = await storedToken(page, 'refresh');
  const logout = await request.post(ApiRoutes.logout.path, {
    headers: { authorization: `Bearer ${access}` },
    data: { refresh_token: refresh },
  });
  expect(logout.ok()).toBe(true);

  const refreshes: string[] = [];
  page.on('request', (r) => r.url().endsWith(ApiRoutes.refreshTokens.path) && refreshes.push(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(refreshes).toHaveLength(0);
  expect(await storedToken(page, 'access')).toBeNull();
});
