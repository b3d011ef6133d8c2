import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

// Issue 11 §8: one visual language. What a person sees, measured where it can break: the brand font
// arrives from the app itself, the phone's tabs carry icons, and a dialog's buttons share one row.

test('the brand font is preloaded from the app and used; nothing is fetched from elsewhere', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) elsewhere.push(url);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/assets\/figtree-latin-wght-normal-.*\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Figtree Variable"'))).toBe(true);
  const family = await page
    .getByRole('heading', { name: 'Sign in to Focal' })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Figtree Variable"?,/);
  expect(elsewhere).toEqual([]);
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the wrong-account dialog: a heading-size title and two equal buttons on one row', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@focal.test');
    await page.getByLabel('Password', { exact: true }).fill('focal-admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: "We're not in Kansas anymore!" });
    await expect(dialog).toBeVisible();
    const titleSize = await dialog
      .locator('.mantine-Modal-title')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(18);

    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
    const go = (await dialog.getByRole('button', { name: 'Go to the administrator login' }).boundingBox())!;
    expect(Math.abs(cancel.y - go.y)).toBeLessThan(1);
    expect(Math.abs(cancel.width - go.width)).toBeLessThan(1);
    expect(Math.abs(cancel.height - go.height)).toBeLessThan(1);
  });

  test('every bottom tab shows an icon above its label', async ({ page, request }) => {
    await openSignedIn(page, request, '/clients');
    const tabs = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      const icon = (await tab.locator('svg').boundingBox())!;
      const label = (await tab.locator('span').boundingBox())!;
      expect(icon.width).toBeGreaterThan(0);
      expect(icon.y + icon.height).toBeLessThanOrEqual(label.y + 1);
    }
  });
});
