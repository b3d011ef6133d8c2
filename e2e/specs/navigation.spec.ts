import { expect, test } from '../support/fixtures.ts';
import { DEMO_OWNER, openSignedIn } from '../support/session.ts';

const NAV = ['Dashboard', 'Clients', 'Leads', 'Jobs', 'Calendar', 'Payments', 'Settings'];
const PATHS: Record<string, string> = {
  Dashboard: '/',
  Clients: '/clients',
  Leads: '/leads',
  Jobs: '/jobs',
  Calendar: '/calendar',
  Payments: '/payments',
  Settings: '/settings',
};

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every navigation entry opens its page, titles it and becomes the current one', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_OWNER.firstName}` })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV);
    await expect(page.locator('a[href="/invoices"]')).toBeHidden();
    await expect(page.locator('a[href="/invoices"]')).toHaveCount(1);

    for (const name of [...NAV.slice(1), 'Dashboard']) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(PATHS[name]!);
      await expect(page).toHaveTitle(`Focal - ${name}`);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${DEMO_OWNER.firstName}`);
    // The announcement banner's fixed place: 830 px wide, centred, at the bottom.
    const slot = (await page.locator('[data-slot="announcement"]').boundingBox())!;
    expect(slot.width).toBe(830);
    expect(slot.x).toBe((1280 - 830) / 2);
  });

  test('the user menu is 360 px wide, works from the keyboard and gives focus back', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/clients');
    const trigger = page.getByRole('button', { name: /^Account menu for/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.width).toBe(360);
    await expect(menu.getByText(DEMO_OWNER.email)).toBeVisible();
    // The demo studio's two companies (MASTER plan), the one signed in to checked, and room for more.
    await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
    await expect(menu.getByRole('menuitemradio', { name: 'Lumen & Co Photography' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: 'Lumen Portraits' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(menu.getByRole('menuitem', { name: 'Add New Company' })).toBeVisible();
    // The server offers help and privacy (spec 01 §2.3); the menu shows what it is given.
    await expect(menu.getByRole('menuitem', { name: /Help and tutorials/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(menu.getByRole('menuitem', { name: /Your privacy/ })).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Skip to content is the first stop of the keyboard and moves focus to the page', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // Which pages have no bottom menu (editors) is the route table's: apps/web/src/app/layouts/
  // navigation-journeys.test.tsx, where that journey moved.

  test('the bottom menu opens each page and marks it', async ({ page, request }) => {
    await openSignedIn(page, request, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const bottom = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Clients', 'Leads', 'Jobs', 'Calendar', 'Payments']) {
      await bottom.getByRole('link', { name }).click();
      await expect(page).toHaveURL(PATHS[name]!);
      await expect(page).toHaveTitle(`Focal - ${name}`);
      await expect(bottom.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveTitle('Focal - Settings');
    await page.getByRole('link', { name: 'Focal home' }).click();
    await expect(page).toHaveTitle('Focal - Dashboard');
    // The announcement banner's place spans the width, above the bottom menu.
    const slot = (await page.locator('[data-slot="announcement"]').boundingBox())!;
    const menu = (await bottom.locator('ul').boundingBox())!;
    expect(slot.width).toBe(390);
    expect(slot.y + slot.height).toBeLessThanOrEqual(menu.y + 1);
  });

  test('the menu lists the company pages, traps focus, and closes on navigation and on resize', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText(DEMO_OWNER.email)).toBeVisible();
    const pages = drawer.getByRole('navigation', { name: /: pages$/ });
    await expect(pages.getByRole('link')).toHaveText(NAV);

    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await pages.getByRole('link', { name: 'Calendar' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle('Focal - Calendar');

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 420, height: 844 });
    await expect(drawer).toBeHidden();
  });
});
