/**
 * Buying a plan in the browser (issue 5), signed in as the demo owner, on the sandbox provider:
 * (a) Settings → 'Change plan' clicked → the plans on screen inside the checkout frame (the frame's
 * host, the iframe's page and the plans call); (b) 'Pay' clicked → the success toast in the app (the
 * checkout call, the frame's message, the refreshes). Each round buys the other of PRO and MASTER.
 * Embedded database, production build, Debian's Chromium. Goals: each median under 1,000 ms.
 */
import type { Frame, Page } from 'puppeteer-core';
import { launchChromium, median, signInAsDemoOwner } from './lib/browser.ts';
import { fmtMs, fmtRatio, log, type Row } from './lib/report.ts';

export const CHECKOUT_GOAL_MS = 1000;
const WARM_UP = 1;
const RUNS = 7;
const GOOD_CARD = '4242424242424242';

async function checkoutFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[title="Plans and checkout"]', { timeout: 10_000 });
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('the checkout frame has no page');
  return frame;
}

async function buyOnce(page: Page, baseUrl: string, plan: 'Pro' | 'Master') {
  await page.goto(`${baseUrl}/settings`);
  const open = await page.waitForSelector('::-p-aria(Change plan)');
  const openedAt = performance.now();
  await open!.click();
  const frame = await checkoutFrame(page);
  await frame.waitForSelector('::-p-aria(Choose your plan)', { timeout: 10_000 });
  const openMs = performance.now() - openedAt;

  await frame.locator(`::-p-aria(Choose ${plan})`).click();
  await frame.locator('::-p-aria(Card number)').fill(GOOD_CARD);
  await frame.locator('::-p-aria(Expiry \\(MM / YY\\))').fill('12 / 34');
  await frame.locator('::-p-aria(CVC)').fill('123');
  await frame.locator('::-p-aria(Name on the card)').fill('Dana Demo');
  const pay = await frame.waitForSelector('button[type=submit]');
  const paidAt = performance.now();
  await pay!.click();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('.mantine-Notification-root')].some((n) =>
        n.textContent?.includes(`You're all set on the ${name} plan.`),
      ),
    { timeout: 10_000 },
    plan,
  );
  return { openMs, payMs: performance.now() - paidAt };
}

export async function planCheckout(baseUrl: string): Promise<Row[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await signInAsDemoOwner(page, baseUrl);
    // The demo studio is on MASTER: the first round buys PRO, the next MASTER, and so on.
    const plans = ['Pro', 'Master'] as const;
    const opens: number[] = [];
    const pays: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const { openMs, payMs } = await buyOnce(page, baseUrl, plans[i % 2]!);
      if (i < WARM_UP) continue;
      opens.push(openMs);
      pays.push(payMs);
    }
    const row = (name: string, times: number[]): Row => {
      const middle = median(times);
      log(
        `${name}: ${RUNS} rounds after ${WARM_UP} warm-up: median ${fmtMs(middle)}, ` +
          `fastest ${fmtMs(Math.min(...times))}, slowest ${fmtMs(Math.max(...times))}`,
      );
      return {
        name,
        figure: `${fmtMs(middle)} median`,
        target: `goal < ${fmtMs(CHECKOUT_GOAL_MS)}`,
        ratio: fmtRatio(middle / CHECKOUT_GOAL_MS),
        status: middle < CHECKOUT_GOAL_MS ? 'PASS' : 'MISS',
      };
    };
    return [row('Plans frame (click → plans shown)', opens), row('Checkout (Pay → success toast)', pays)];
  } finally {
    await browser.close();
  }
}
