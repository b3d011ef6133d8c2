import { expect, test } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { currentCompany, setAccountPlan, updateProfile } from '../support/companies.ts';
import { type ScaleOut, startScaleOut } from '../support/scale-out.ts';
import { SERVER_HOOK_TIMEOUT_MS } from '../support/server.ts';
import { openWithTokens } from '../support/session.ts';

/**
 * Issue 10: the landing page after adding a company with an import loaded its form before the
 * import ran and never refreshed; saving a website then wiped the imported phone, address and tax
 * rates. The API and the workers run as separate processes over one PostgreSQL database, so the
 * page is certainly open before the import runs: the worker starts only once the form is shown.
 */
let scaleOut: ScaleOut;

test.beforeAll(async () => {
  // A PostgreSQL cluster, then the API server on it.
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  scaleOut = await startScaleOut();
});
test.afterAll(() => scaleOut?.stop());

const MENU = 'Account menu for Pat Tester';

test('the landing page shows the imported values once the import finishes, and a save keeps them', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: scaleOut.api.baseURL });
  const owner = await createConfirmedUser(request, { companyName: 'Wedding Brand' });
  await setAccountPlan(request, owner.email, 'MASTER');
  const access = owner.tokens.access_token;
  const source = await currentCompany(request, access);
  await updateProfile(request, access, source.id, {
    phone: '+44 20 7946 0000',
    address: { line1: '1 Harbour Road', city: 'Bristol', postalCode: 'BS1 4RN' },
    tax: { rates: [{ name: 'VAT', rateMillionths: 200000 }] },
  });

  const context = await browser.newContext({ baseURL: scaleOut.api.baseURL });
  const page = await context.newPage();
  await openWithTokens(page, owner.tokens, owner.email, '/');
  await page.getByRole('button', { name: MENU }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Add New Company' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Company' });
  await modal.getByLabel('Company name').fill('Portrait Brand');
  await modal.getByLabel('Company email').fill('portraits@focal.test');
  await modal.getByRole('button', { name: 'Next' }).click();
  const importModal = page.getByRole('dialog', { name: 'Import Data' });
  await expect(importModal.getByRole('checkbox', { name: 'Tax rates' })).toBeChecked();
  await importModal.getByRole('button', { name: 'Save' }).click();

  await page.waitForURL(/\/settings\/company\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Portrait Brand', level: 1 })).toBeVisible();
  // No worker yet: the form shows the new company as it is before the import.
  await expect(page.getByLabel('Phone')).toHaveValue('');
  await expect(page.getByText('No tax rates yet.')).toBeVisible();

  await scaleOut.startWorkers();
  const banners = page.getByRole('list', { name: 'Background tasks' });
  await expect(banners.getByRole('img', { name: 'Completed' })).toBeVisible({ timeout: 30_000 });
  // Without reloading the page, the form shows what the import brought.
  await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(page.getByLabel('City')).toHaveValue('Bristol');
  await expect(page.getByLabel('Tax rate 1: Name')).toHaveValue('VAT');

  await page.getByLabel('Website').fill('https://portraits.example');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/companies\/[^/]+$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('The details of Portrait Brand are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Website')).toHaveValue('https://portraits.example');
  await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(page.getByLabel('Address line 1')).toHaveValue('1 Harbour Road');
  await expect(page.getByLabel('City')).toHaveValue('Bristol');
  await expect(page.getByLabel('Tax rate 1: Name')).toHaveValue('VAT');
  await expect(page.getByLabel('Tax rate 1: Rate (%)')).toHaveValue('20');

  await context.close();
  await request.dispose();
});
