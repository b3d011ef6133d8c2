import { expect, test } from '@playwright/test';
import { DEMO_OWNER, openSignedIn } from '../support/session.ts';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const SAFARI8 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9';
const FOCAL_IOS_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FocalApp/ios/3000201';

test('an unknown path goes to the dashboard', async ({ page, request }) => {
  await openSignedIn(page, request, '/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_OWNER.firstName}` })).toBeVisible();
});

for (const [from, to] of [
  ['/integrations/qb/connect/complete', '/settings/accounting-software/quickbooks/connect/complete'],
  ['/integrations/xero/connect/complete', '/settings/accounting-software/xero/connect/complete'],
  ['/integrations/pictime/oauth', '/settings/integrations/pictime/oauth'],
]) {
  test(`${from} goes on to ${to} with its query`, async ({ page, request }) => {
    await openSignedIn(page, request, `${from}?code=abc&state=s%201`);
    await expect(page).toHaveURL(`${to}?code=abc&state=s%201`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a signed-out visitor goes to /login with the query, then on to the page', async ({ page }) => {
  await page.goto('/jobs/view/12?tab=notes');
  await expect(page).toHaveURL('/login?tab=notes');
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/jobs/view/12?tab=notes');
  await expect(page).toHaveTitle('Focal - Job');
});

for (const [name, userAgent] of [
  ['Internet Explorer', IE11],
  ['Safari 8', SAFARI8],
]) {
  test(`${name} is sent to /unsupported_browser, which names the supported browsers`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto('/clients?x=1');
    await expect(page).toHaveURL('/unsupported_browser');
    await expect(page.getByRole('heading', { name: 'Your browser is not supported' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText([
      'Google Chrome',
      'Mozilla Firefox',
      'Apple Safari',
      'Microsoft Edge',
    ]);
    await expect(page).toHaveTitle('Focal - Unsupported browser');
    await context.close();
  });
}

test('inside the iOS app, a deeper settings path goes to /settings', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: FOCAL_IOS_APP,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await openSignedIn(page, context.request, '/settings/companies');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.goto('/settings/email-settings');
  await expect(page).toHaveURL('/settings');
  await context.close();
});

test('promo codes are stored for 3 days and taken out of the address', async ({ page }) => {
  await page.goto('/login?fpr=AMB-1&coupon=SAVE10&utm_source=mail');
  await expect(page).toHaveURL('/login?utm_source=mail');
  const stored = await page.evaluate(() => ({
    now: Date.now(),
    ambassador: JSON.parse(localStorage.getItem('focal.ambassadorPromoCode') ?? 'null') as {
      v: string;
      exp: number;
    },
    coupon: JSON.parse(localStorage.getItem('focal.openPlansWithPromoCode') ?? 'null') as {
      v: string;
      exp: number;
    },
  }));
  const threeDays = 3 * 24 * 3600 * 1000;
  expect(stored.ambassador.v).toBe('AMB-1');
  expect(stored.coupon.v).toBe('SAVE10');
  for (const { exp } of [stored.ambassador, stored.coupon]) {
    expect(exp - stored.now).toBeGreaterThan(threeDays - 60_000);
    expect(exp - stored.now).toBeLessThanOrEqual(threeDays);
  }
});

test('the payment toast shows once signed in, and its parameter goes', async ({ page, request }) => {
  await openSignedIn(page, request, '/payments?toaster=subscription_payment_success');
  await expect(page.getByText('Your payment went through. Thank you!')).toBeVisible();
  await expect(page).toHaveURL('/payments');
});
