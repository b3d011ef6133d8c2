import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import {
  createCompany,
  currentCompany,
  importTypes,
  setAccountPlan,
  setTaxRates,
} from '../support/companies.ts';
import { type ScaleOut, startScaleOut } from '../support/scale-out.ts';
import { SERVER_HOOK_TIMEOUT_MS } from '../support/server.ts';
import { openWithTokens } from '../support/session.ts';

/**
 * Spec 01 §4.8: a company created with an import shows a background-task banner that goes from a
 * spinner to a check, opens its details and is dismissed. The API and the workers run as separate
 * processes over one PostgreSQL database (the scale-out layout): while no worker runs, the import is
 * certainly in progress, so the spinner is seen without racing the import; then a worker process
 * starts and finishes it.
 */
let scaleOut: ScaleOut;

test.beforeAll(async () => {
  // A PostgreSQL cluster, then the API server on it.
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  scaleOut = await startScaleOut();
});
test.afterAll(() => scaleOut?.stop());

const RATES = Array.from({ length: 20 }, (_, i) => ({
  name: `Rate ${i + 1}`,
  rateMillionths: 10000 * (i + 1),
}));

test('an import into a new company: banner from spinner to check, its details, then dismissed', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: scaleOut.api.baseURL });
  const owner = await createConfirmedUser(request, { companyName: 'Wedding Brand' });
  await setAccountPlan(request, owner.email, 'MASTER');
  const access = owner.tokens.access_token;
  const source = await currentCompany(request, access);
  await setTaxRates(request, access, source.id, RATES);
  const created = await createCompany(request, access, {
    name: 'Portrait Brand',
    email: 'portraits@focal.test',
    toImportData: { sourceCompanyId: source.id, types: await importTypes(request, access) },
  });
  expect(created.taskId).toBeTruthy();

  const context = await browser.newContext({ baseURL: scaleOut.api.baseURL });
  const page = await context.newPage();
  await openWithTokens(page, created.tokens, owner.email, '/');
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  const banners = page.getByRole('list', { name: 'Background tasks' });
  await expect(banners.getByRole('img', { name: 'In progress' })).toBeVisible();
  await expect(banners).toContainText('Importing data from Wedding Brand');
  // Nothing to dismiss or look into while it runs.
  await expect(banners.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await scaleOut.startWorkers();
  // The banner polls (the server's 2 s plus 500 ms per poll) and turns to a check.
  await expect(banners.getByRole('img', { name: 'Completed' })).toBeVisible({ timeout: 30_000 });
  await expect(banners.getByRole('img', { name: 'In progress' })).toHaveCount(0);
  await expect(banners).toContainText('Import from Wedding Brand finished.');

  await banners.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Wedding Brand' });
  await expect(dialog).toContainText('Everything you chose was copied from Wedding Brand.');
  const rows = dialog.getByRole('listitem');
  await expect(rows.filter({ hasText: 'Tax rates: 20 copied' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Company details: 1 copied' })).toBeVisible();
  await expect(rows.getByRole('img', { name: 'Completed' })).toHaveCount(await rows.count());
  expect((await rows.first().boundingBox())?.height).toBe(50);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const dismissed = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().endsWith(fillPath(ApiRoutes.dismissBanner.path, { id: created.taskId! })),
  );
  await banners.getByRole('button', { name: 'Dismiss' }).click();
  expect((await dismissed).ok()).toBe(true);
  await expect(banners).toHaveCount(0);
  // Dismissed for good: a fresh load of the app shows no banner.
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/get-background-progress-tasks'));
  await page.reload();
  const after = (await (await reloaded).json()) as { data: { banners: unknown[] } };
  expect(after.data.banners).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Background tasks' })).toHaveCount(0);

  await context.close();
  await request.dispose();
});
