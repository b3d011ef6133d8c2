/**
 * Lighthouse (desktop preset, the production build) on /login and on the dashboard `/` signed in as
 * the demo owner. Goals: performance ≥ 95 and accessibility ≥ 95 on both. Chromium is Debian's,
 * driven through puppeteer-core (Lighthouse's own driver); nothing is downloaded.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { DEMO_OWNER } from './lib/focal.ts';
import { type Row, log } from './lib/report.ts';

export const SCORE_GOAL = 95;

type Scores = { performance: number; accessibility: number };

async function audit(url: string, page: Page, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage, logLevel: 'error' },
    desktopConfig,
    page,
  );
  const categories = result?.lhr.categories;
  if (!categories?.performance?.score || !categories.accessibility?.score) {
    throw new Error(
      `Lighthouse gave no scores for ${url}: ${result?.lhr.runtimeError?.message ?? 'unknown error'}`,
    );
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
  };
}

const rows = (page: string, scores: Scores): Row[] =>
  (['performance', 'accessibility'] as const).map((category) => ({
    name: `Lighthouse ${page} ${category}`,
    figure: String(scores[category]),
    target: `goal ≥ ${SCORE_GOAL}`,
    ratio: (scores[category] / SCORE_GOAL).toFixed(2),
    status: scores[category] >= SCORE_GOAL ? 'PASS' : 'MISS',
  }));

export async function pageSpeed(baseUrl: string): Promise<Row[]> {
  // Lighthouse records the trace itself; Chromium's new headless mode supports that.
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--headless');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  try {
    const page = await browser.newPage();
    const login = await audit(`${baseUrl}/login`, page, false);
    log(`/login: performance ${login.performance}, accessibility ${login.accessibility}`);

    await page.goto(`${baseUrl}/login`);
    await page.locator('input[type=email], input[name=email]').fill(DEMO_OWNER.email);
    await page.locator('input[type=password]').fill(DEMO_OWNER.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForFunction(
      () => location.pathname === '/' && document.querySelector('h1')?.textContent?.startsWith('Welcome'),
      { timeout: 15_000 },
    );
    const dashboard = await audit(`${baseUrl}/`, page, true);
    log(`/ (signed in): performance ${dashboard.performance}, accessibility ${dashboard.accessibility}`);
    return [...rows('/login', login), ...rows('/', dashboard)];
  } finally {
    await browser.close();
  }
}
