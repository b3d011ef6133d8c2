/**
 * Lighthouse on /login, /signup and the dashboard `/` signed in as the demo owner, with the mobile
 * preset (Lighthouse's default: a Moto G Power screen, simulated slow 4G with 150 ms × 3.75 RTT and
 * 1.6 Mbit/s × 0.9, a 4× slower CPU) and the desktop preset: six audits of the production build.
 * Goals: mobile performance ≥ 90 with LCP ≤ 2.5 s and CLS ≤ 0.1; desktop performance ≥ 95;
 * accessibility ≥ 95 (the lower of the two presets' scores).
 *
 * /login and /signup start from empty storage (Lighthouse resets it). `/` keeps the session of the
 * sign-in before it, but its HTTP cache, service worker and cache storage are cleared before each audit,
 * so it is measured as a signed-in phone opening Focal with nothing cached (the repeat visit is
 * bench/repeat-visit.ts). Chromium is Debian's, driven through puppeteer-core (Lighthouse's own driver).
 */
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { signInAsDemoOwner } from './lib/browser.ts';
import { onCleanUp } from './lib/processes.ts';
import { type Row, fmtRatio, log } from './lib/report.ts';

export const GOALS = { mobile: 90, desktop: 95, accessibility: 95, lcpMs: 2_500, cls: 0.1 };

type Audit = { performance: number; accessibility: number; lcpMs: number; cls: number };
type Preset = 'mobile' | 'desktop';
const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export async function audit(url: string, page: Page, preset: Preset, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage, logLevel: 'error' },
    CONFIGS[preset],
    page,
  );
  const lhr = result?.lhr;
  const performance = lhr?.categories.performance?.score;
  const accessibility = lhr?.categories.accessibility?.score;
  const lcpMs = lhr?.audits['largest-contentful-paint']?.numericValue;
  const cls = lhr?.audits['cumulative-layout-shift']?.numericValue;
  if (
    typeof performance !== 'number' ||
    typeof accessibility !== 'number' ||
    lcpMs === undefined ||
    cls === undefined
  ) {
    throw new Error(
      `Lighthouse (${preset}) gave no scores for ${url}: ${lhr?.runtimeError?.message ?? 'unknown error'}`,
    );
  }
  const scores = {
    performance: Math.round(performance * 100),
    accessibility: Math.round(accessibility * 100),
    lcpMs,
    cls,
  };
  log(
    `${new URL(url).pathname} ${preset}: performance ${scores.performance}, LCP ${(lcpMs / 1000).toFixed(2)} s, ` +
      `CLS ${cls.toFixed(3)}, accessibility ${scores.accessibility}`,
  );
  return scores;
}

export const atLeast = (name: string, figure: number, goal: number): Row => ({
  name,
  figure: String(figure),
  target: `goal ≥ ${goal}`,
  ratio: fmtRatio(figure / goal),
  status: figure >= goal ? 'PASS' : 'MISS',
});

export const atMost = (name: string, figure: number, goal: number, show: (n: number) => string): Row => ({
  name,
  figure: show(figure),
  target: `goal ≤ ${show(goal)}`,
  ratio: fmtRatio(figure / goal),
  status: figure <= goal ? 'PASS' : 'MISS',
});

function rows(path: string, mobile: Audit, desktop: Audit): Row[] {
  return [
    atLeast(`Lighthouse mobile ${path} performance`, mobile.performance, GOALS.mobile),
    atMost(`Lighthouse mobile ${path} LCP`, mobile.lcpMs, GOALS.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
    atMost(`Lighthouse mobile ${path} CLS`, mobile.cls, GOALS.cls, (n) => n.toFixed(3)),
    atLeast(`Lighthouse desktop ${path} performance`, desktop.performance, GOALS.desktop),
    atLeast(
      `Lighthouse ${path} accessibility`,
      Math.min(mobile.accessibility, desktop.accessibility),
      GOALS.accessibility,
    ),
  ];
}

/** Clears what a visit leaves cached (HTTP cache, service worker, cache storage), keeping the session. */
export async function forgetCaches(page: Page, origin: string) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await session.detach();
}

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART): one more try, then fail. */
export async function auditWithRetry(...args: Parameters<typeof audit>): Promise<Audit> {
  try {
    return await audit(...args);
  } catch (error) {
    log(`${(error as Error).message.split('\n')[0]}: trying once more`);
    return audit(...args);
  }
}

/** A page of a Chromium that Lighthouse can drive, closed when `run` ends (or the bench stops). */
export async function withLighthousePage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  // Lighthouse records the trace itself; Chromium's new headless mode supports that.
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--headless');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  const unregister = onCleanUp(() => browser.close());
  try {
    return await run(await browser.newPage());
  } finally {
    unregister();
    await browser.close();
  }
}

/** A signed-in page audited with both presets, each from an empty cache (the session kept). */
export async function coldAudits(url: string, page: Page): Promise<Record<Preset, Audit>> {
  const origin = new URL(url).origin;
  await forgetCaches(page, origin);
  const mobile = await auditWithRetry(url, page, 'mobile', true);
  await forgetCaches(page, origin);
  const desktop = await auditWithRetry(url, page, 'desktop', true);
  return { mobile, desktop };
}

export const pageSpeed = (baseUrl: string): Promise<Row[]> =>
  withLighthousePage(async (page) => {
    const result: Row[] = [];
    // The public pages a mail opens cold on a phone: sign-in, sign-up, and two-factor's "This was
    // not me" (issue 29 §3; its page draws the button without a request, so any token will do).
    for (const path of ['/login', '/signup', '/2fa/not-me/bench-token-not-sent']) {
      const mobile = await auditWithRetry(`${baseUrl}${path}`, page, 'mobile', false);
      const desktop = await auditWithRetry(`${baseUrl}${path}`, page, 'desktop', false);
      result.push(...rows(path, mobile, desktop));
    }
    await signInAsDemoOwner(page, baseUrl);
    const { mobile, desktop } = await coldAudits(`${baseUrl}/`, page);
    return [...result, ...rows('/', mobile, desktop)];
  });
