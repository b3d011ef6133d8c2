import type { TokenPair } from '@focal/contracts';
import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../packages/test-kit/src/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/**
 * Issue 13, the catalogue in the console: an administrator changes a plan's price and a user's
 * plans list shows it; creates a promo code and expires it; creates a web announcement that a
 * signed-in user sees on /, retires it, and it is gone. What the journey changes in the shared
 * catalogue is put back afterwards, whatever happened.
 */
const PLAN_ID = 'MASTER_ANNUAL';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminToken(request: APIRequestContext) {
  const response = await request.post(ApiRoutes.adminLogin.path, { data: DEMO_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TokenPair }).data.access_token;
}

async function signInToConsole(page: Page) {
  await page.goto('/admins');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admins\/accounts$/);
  return page.getByRole('navigation', { name: 'Console' });
}

test('an administrator edits a plan price, creates and expires a promo code, and publishes then retires an announcement', async ({
  page,
  browser,
  baseURL,
  request,
  confirmedUser,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const plans = await request.get(ApiRoutes.adminListPlans.path, { headers: bearer(token) });
  type Plan = { planId: string; priceMinor: number; name: string; billingPeriod: string };
  const plan = ((await plans.json()) as { data: { plans: Plan[] } }).data.plans.find(
    (p) => p.planId === PLAN_ID,
  )!;
  const newPrice = plan.priceMinor + 1234;
  const key = `e2e-${Date.now().toString(36)}`;
  const text = `Winter offer ${key}`;

  try {
    const nav = await signInToConsole(page);

    // The plan's price, typed as a decimal amount, reaches the user's plans list in minor units.
    await nav.getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('button', { name: `Edit ${plan.name} Annual` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${plan.name}` });
    await dialog.getByRole('textbox', { name: /^Price/ }).fill((newPrice / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${plan.name} is saved.`)).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Edit ${plan.name} Annual` }) });
    await expect(row).toContainText(
      `$${(newPrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const userPlans = await request.get(ApiRoutes.listPlans.path, {
      headers: bearer(confirmedUser.tokens.access_token),
    });
    const seen = ((await userPlans.json()) as { data: { plans: { planId: string; price: number }[] } }).data
      .plans;
    expect(seen.find((p) => p.planId === PLAN_ID)?.price).toBe(newPrice);

    // A promo code: created in its dialog, listed, expired after a confirmation.
    const code = key.replace(/-/g, '').toUpperCase().slice(0, 20);
    await nav.getByRole('link', { name: 'Promo codes' }).click();
    await page.getByRole('button', { name: 'New promo code' }).first().click();
    const create = page.getByRole('dialog', { name: 'New promo code' });
    await create.getByRole('textbox', { name: 'Code' }).fill(code);
    await create.getByRole('textbox', { name: 'Percent off' }).fill('15');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`${code} is created.`)).toBeVisible();
    const codeRow = page.getByRole('row').filter({ hasText: code });
    await expect(codeRow).toContainText('15%');
    await expect(codeRow).toContainText('Active');
    await codeRow.getByRole('button', { name: `Expire ${code}` }).click();
    await page
      .getByRole('dialog', { name: 'Expire this code?' })
      .getByRole('button', { name: 'Expire' })
      .click();
    await expect(page.getByText(`${code} is expired.`)).toBeVisible();
    await expect(codeRow).toContainText('Expired');

    // An announcement for the web: a signed-in user sees it on /, and no more once it is retired.
    await nav.getByRole('link', { name: 'Announcements' }).click();
    await page.getByRole('button', { name: 'New announcement' }).first().click();
    await page.getByRole('textbox', { name: 'Key' }).fill(key);
    // Highest first: the banner shows one announcement at a time, and this one comes first.
    await page.getByRole('textbox', { name: 'Priority' }).fill('1000');
    await page.getByRole('textbox', { name: 'Web: text (HTML)' }).fill(`<b>${text}</b>`);
    await expect(page.getByTestId('announcement-preview-web').getByText(text)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${key} is saved.`)).toBeVisible();

    const userContext = await browser.newContext({ baseURL });
    const user = await userContext.newPage();
    await openSignedIn(user, request, '/', confirmedUser);
    await expect(user.getByText(text)).toBeVisible();

    await page.getByRole('button', { name: `Retire ${key}` }).click();
    await page
      .getByRole('dialog', { name: 'Retire this announcement?' })
      .getByRole('button', { name: 'Retire' })
      .click();
    await expect(page.getByText(`${key} is retired.`)).toBeVisible();
    await user.reload();
    await expect(user.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(user.getByText(text)).toBeHidden();
    await userContext.close();
  } finally {
    // The catalogue is shared by every journey: the price goes back, the announcement goes away.
    await request.put(fillPath(ApiRoutes.adminUpdatePlan.path, { planId: PLAN_ID }), {
      headers: bearer(token),
      data: { priceMinor: plan.priceMinor },
    });
    const list = await request.get(ApiRoutes.adminListAnnouncements.path, { headers: bearer(token) });
    const left = (
      (await list.json()) as { data: { announcements: { id: string; key: string; state: string }[] } }
    ).data.announcements.find((a) => a.key === key && a.state !== 'RETIRED');
    if (left) {
      await request.post(fillPath(ApiRoutes.adminRetireAnnouncement.path, { id: left.id }), {
        headers: bearer(token),
      });
    }
  }
});

test('the notification form with its preview and the catalogue pages pass axe', async ({ page }) => {
  const nav = await signInToConsole(page);
  await nav.getByRole('link', { name: 'Notifications' }).click();
  await page.getByRole('button', { name: 'New notification' }).first().click();
  await page.getByRole('textbox', { name: 'Message (HTML)' }).fill('<b>Maintenance</b> tonight');
  await page.getByRole('checkbox', { name: 'Open a popup' }).check();
  await page.getByRole('textbox', { name: 'Popup title' }).fill('What changes');
  await page.getByRole('button', { name: 'Add a checklist item' }).click();
  await page.getByRole('button', { name: 'Add a button' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required. Please fill in.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Plans' }).click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'Promo codes' }).click();
  await page.getByRole('button', { name: 'New promo code' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New promo code' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: 'New announcement' }).first().click();
  await page.getByRole('textbox', { name: 'Web: text (HTML)' }).fill('Your trial ends soon');
  await page.getByRole('textbox', { name: 'Web: button type' }).fill('CHOOSE_PLAN');
  await page.getByRole('textbox', { name: 'Web: button text' }).fill('Choose a plan');
  await expect(
    page.getByTestId('announcement-preview-web').getByRole('button', { name: 'Choose a plan' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
