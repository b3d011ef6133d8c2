import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { DEMO_OWNER } from './focal.ts';

/** The browser benchmarks' Chromium: Debian's, headless, through puppeteer-core. */
export const launchChromium = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Signs the demo owner (or `account`) in through the login form and waits for the dashboard. */
export async function signInAsDemoOwner(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string } = DEMO_OWNER,
) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[type=email], input[name=email]').fill(account.email);
  await page.locator('input[type=password]').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForFunction(
    () => location.pathname === '/' && document.querySelector('h1')?.textContent?.startsWith('Welcome'),
    { timeout: 15_000 },
  );
}

/**
 * Waits until the page's service worker has installed and is active (the app registers it some seconds
 * after the first content: app/service-worker.ts); false when none registers within `timeoutMs`.
 */
export async function awaitServiceWorker(page: Page, timeoutMs: number): Promise<boolean> {
  return page.evaluate(async (timeout) => {
    if (!navigator.serviceWorker) return false;
    const gaveUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeout));
    return Promise.race([navigator.serviceWorker.ready.then(() => true), gaveUp]);
  }, timeoutMs);
}
