import { expect, test } from '../support/fixtures.ts';

/**
 * An old browser is sent away by the page head's inline script (apps/web/src/app/boot/first-paint.js),
 * before the app runs: only a browser shows it. Where the app's own routes lead (redirects, the
 * sign-in's return, the iOS app's settings, promo codes, the payment toast) is tested on the whole
 * app in memory: apps/web/src/app/routing-journeys.test.tsx, where these journeys moved.
 */

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const SAFARI8 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9';

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
