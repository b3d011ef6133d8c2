import { SANDBOX_TEST_CARDS } from '@focal/contracts/subscription-payments';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { createConfirmedUser, uniqueEmail } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { setAccountPlan } from '../support/companies.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

// Every journey has an account of its own: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

/**
 * Issue 5 on the sandbox provider, spec 01 §4.2, §4.5, §8: a trial upgraded in the embedded checkout
 * (good, declined and 3-D Secure cards), a coupon from the address, the upgrade path at the companies
 * limit, and an expired trial in a browser and in the iOS app.
 */

const DAY = 86_400_000;
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FocalApp/ios/3000100';

/** A fresh owner on a STARTER trial with 10 days left (one user, one company). */
async function starterTrial(request: APIRequestContext) {
  const owner = await createConfirmedUser(request, { email: uniqueEmail('trial') });
  await setAccountPlan(request, owner.email, 'STARTER', {
    status: 'trialing',
    accessTill: new Date(Date.now() + 10 * DAY),
  });
  return owner;
}

const frameDialog = (page: Page) => page.getByRole('dialog', { name: 'Plans and billing' });
const checkoutFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Plans and checkout"]');

/** Opens the plans from the trial's announcement banner. */
async function openPlansFromBanner(page: Page) {
  await page.getByRole('button', { name: 'Choose a Plan' }).click();
  await expect(frameDialog(page)).toBeVisible();
  await expect(checkoutFrame(page).getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
}

async function chooseMonthly(frame: FrameLocator, plan: 'Starter' | 'Pro' | 'Master') {
  await frame
    .getByRole('button', { name: `Choose ${plan}` })
    .first()
    .click();
  await expect(frame.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

async function payWith(frame: FrameLocator, number: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on the card').fill('Pat Tester');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test("the trial banner's button is in Focal's violet, not a stock blue", async ({ page, request }) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/settings/team', owner);
  const choose = page.getByRole('button', { name: 'Choose a Plan' });
  await expect(choose).toBeVisible();
  // BRAND_COLOUR (#5f3fd6), the theme's primary shade.
  await expect(choose).toHaveCSS('background-color', 'rgb(95, 63, 214)');
  await expect(choose).toHaveScreenshot('trial-banner-button.png');
});

test('a STARTER trial upgrades to PRO with the good card: the toast names the plan, the limits lift at once', async ({
  page,
  request,
}) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/settings/team', owner);
  await expect(page.getByText('1 of 1 users')).toBeVisible();
  await openPlansFromBanner(page);
  expect(await seriousViolations(page)).toEqual([]);
  const frame = checkoutFrame(page);
  await chooseMonthly(frame, 'Pro');
  await expect(frame.getByText('$39.00').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await payWith(frame, SANDBOX_TEST_CARDS.succeeds);

  await expect(toast(page, "You're all set on the Pro plan.")).toBeVisible();
  await expect(frameDialog(page)).toBeHidden();
  // The team page reads the new plan's limit without a reload.
  await expect(page.getByText('1 of 3 users')).toBeVisible();
});

test('the declined card shows e_8 and keeps the form for another card', async ({ page, request }) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/', owner);
  await openPlansFromBanner(page);
  const frame = checkoutFrame(page);
  await chooseMonthly(frame, 'Pro');
  await payWith(frame, SANDBOX_TEST_CARDS.declined);

  await expect(toast(page, 'Your card was not charged.')).toBeVisible();
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await expect(frameDialog(page)).toBeVisible();
});

test('the card needing confirmation goes through i_0 and confirm-payment', async ({ page, request }) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/', owner);
  await openPlansFromBanner(page);
  const frame = checkoutFrame(page);
  await chooseMonthly(frame, 'Master');
  await payWith(frame, SANDBOX_TEST_CARDS.requiresAction);

  await expect(toast(page, 'Your bank needs you to confirm this payment.')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await frame.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(toast(page, "You're all set on the Master plan.")).toBeVisible();
  await expect(frameDialog(page)).toBeHidden();
});

test('a coupon from ?coupon= opens the offer, is applied at checkout, and leaves the address', async ({
  page,
  request,
}) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/?coupon=welcome20', owner);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect(frameDialog(page)).toBeVisible();
  const frame = checkoutFrame(page);
  await expect(frame.getByText('20% off your first 3 payments')).toBeVisible();
  await frame.getByRole('button', { name: 'See plans' }).click();
  await chooseMonthly(frame, 'Pro');
  await expect(frame.getByText('Discount (WELCOME20)')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Pay $31.20' })).toBeVisible();
  await payWith(frame, SANDBOX_TEST_CARDS.succeeds);
  await expect(toast(page, "You're all set on the Pro plan.")).toBeVisible();
});

test('a STARTER studio at its one company is offered the upgrade, which opens the plans', async ({
  page,
  request,
}) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/', owner);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Add New Company' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Add New Company' }).click();
  // UPGRADE_PLAN, not the Add New Company modal: the plans open with MASTER (five companies) recommended.
  await expect(page.getByRole('dialog', { name: 'Add New Company' })).toBeHidden();
  await expect(frameDialog(page)).toBeVisible();
  const frame = checkoutFrame(page);
  await expect(frame.getByText('Recommended')).toBeVisible();
  await expect(page.locator('iframe[title="Plans and checkout"]')).toHaveAttribute('src', /planTier=MASTER/);
});

test('an expired trial meets the plans over /login, and paying lands on the dashboard', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedUser(request, { email: uniqueEmail('expired') });
  await setAccountPlan(request, owner.email, 'STARTER', {
    status: 'expired',
    accessTill: new Date(Date.now() - DAY),
  });
  await openSignedIn(page, request, '/', owner);
  await expect(frameDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const frame = checkoutFrame(page);
  await chooseMonthly(frame, 'Pro');
  await payWith(frame, SANDBOX_TEST_CARDS.succeeds);
  await expect(toast(page, "You're all set on the Pro plan.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('in the iOS app an expired trial gets the end-of-trial modal, then the sign-in page', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await createConfirmedUser(request, { email: uniqueEmail('ios') });
  await setAccountPlan(request, owner.email, 'STARTER', {
    status: 'expired',
    accessTill: new Date(Date.now() - DAY),
  });
  const context = await browser.newContext({ userAgent: IOS_UA, baseURL });
  const page = await context.newPage();
  await openSignedIn(page, request, '/', owner);
  const modal = page.getByRole('dialog', { name: 'Your trial has ended' });
  await expect(modal).toBeVisible();
  await expect(page.locator('iframe[title="Plans and checkout"]')).toHaveCount(0);
  await modal.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('an owner keeps billing details from Settings and sees the paid invoice with its receipt', async ({
  page,
  request,
}) => {
  const owner = await starterTrial(request);
  await openSignedIn(page, request, '/', owner);
  await openPlansFromBanner(page);
  await chooseMonthly(checkoutFrame(page), 'Pro');
  await payWith(checkoutFrame(page), SANDBOX_TEST_CARDS.succeeds);
  await expect(toast(page, "You're all set on the Pro plan.")).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Billing and invoices' }).click();
  const frame = checkoutFrame(page);
  await expect(frame.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
  const invoice = frame.getByRole('row').filter({ hasText: '$39.00' });
  await expect(invoice).toContainText('Paid');
  await expect(invoice).toContainText(/R-/);
  await expect(frame.getByText(/Visa ending in 4242/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await frame.getByLabel('Billing email').fill('accounts@tester.test');
  await frame.getByLabel('Name or company on invoices').fill('Tester Photography LLC');
  await frame.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your billing details are saved.')).toBeVisible();
  await expect(frameDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Billing and invoices' }).click();
  await expect(checkoutFrame(page).getByLabel('Billing email')).toHaveValue('accounts@tester.test');
});

/** The element a click at the middle of `locator` would reach is inside it: nothing covers it. */
async function onTop(locator: ReturnType<Page['locator']>) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('a PRO trial buys its own plan; one Close, the failure toast above the frame, no void invoice, a receipt link', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // a decline, a payment, billing and a receipt: about 20 s on an idle machine
  // A new studio's trial is on PRO monthly (the plan the banner asks to keep).
  const owner = await createConfirmedUser(request, { email: uniqueEmail('protrial') });
  await openSignedIn(page, request, '/', owner);
  await openPlansFromBanner(page);
  const frame = checkoutFrame(page);
  const pro = frame.getByRole('region', { name: 'Pro' }).first();
  await expect(pro.getByText('Your trial')).toBeVisible();
  await expect(frame.getByText('Current plan')).toHaveCount(0);
  await expect(pro.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  // One Close: the page's own; the dialog around the frame offers none.
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(1);
  await expect(frameDialog(page).getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('plans-trial.png') });

  await chooseMonthly(frame, 'Pro');
  await payWith(frame, SANDBOX_TEST_CARDS.declined);
  const failed = toast(page, 'Payment failed');
  await expect(failed).toBeVisible();
  await expect(frameDialog(page)).toBeVisible();
  expect(await onTop(failed)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('payment-failed-toast.png') });

  await frame.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expect(toast(page, "You're all set on the Pro plan.")).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Billing and invoices' }).click();
  const billing = checkoutFrame(page);
  const table = billing.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the paid invoice, no Void
  await expect(table).not.toContainText('Void');
  const receipt = table.getByRole('link', { name: /^R-/ });
  const number = (await receipt.textContent())!.trim();
  await page.screenshot({ path: testInfo.outputPath('billing.png') });
  await receipt.click();
  await expect(billing.getByRole('heading', { name: `Receipt ${number}` })).toBeVisible();
  await expect(billing.getByRole('row').filter({ hasText: 'Amount paid' })).toContainText('$39.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('receipt.png') });
});
