/**
 * Lighthouse on /clients signed in as the bench studio's owner (100,000 clients), desktop and mobile
 * presets, cold cache (page-speed.ts's audit). The goal, performance ≥ 95, is read on the
 * desktop preset, as page-speed.ts reads /login's; the mobile preset is read against the project's
 * mobile goal (90).
 */
import puppeteer from 'puppeteer-core';
import { SEED_LARGE_PASSWORD } from '../apps/server/src/db/seed/large.ts';
import { BENCH_STUDIO } from '../apps/server/src/db/seed/large-studio.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { signInAsDemoOwner } from './lib/browser.ts';
import { onCleanUp } from './lib/processes.ts';
import { type Row, fmtRatio } from './lib/report.ts';
import { GOALS, auditWithRetry, forgetCaches } from './page-speed.ts';

export const CLIENTS_PAGE_GOAL = 95;

const atLeast = (name: string, figure: number, goal: number): Row => ({
  name,
  figure: String(figure),
  target: `goal ≥ ${goal}`,
  ratio: fmtRatio(figure / goal),
  status: figure >= goal ? 'PASS' : 'MISS',
});

export async function clientsPageSpeed(baseUrl: string, clients: number): Promise<Row[]> {
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--headless');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  const unregister = onCleanUp(() => browser.close());
  try {
    const page = await browser.newPage();
    await signInAsDemoOwner(page, baseUrl, { email: BENCH_STUDIO.email, password: SEED_LARGE_PASSWORD });
    const origin = new URL(baseUrl).origin;
    await forgetCaches(page, origin);
    const desktop = await auditWithRetry(`${baseUrl}/clients`, page, 'desktop', true);
    await forgetCaches(page, origin);
    const mobile = await auditWithRetry(`${baseUrl}/clients`, page, 'mobile', true);
    const at = clients.toLocaleString('en');
    return [
      atLeast(`Lighthouse desktop /clients at ${at} clients`, desktop.performance, CLIENTS_PAGE_GOAL),
      atLeast(`Lighthouse mobile /clients at ${at} clients`, mobile.performance, GOALS.mobile),
      atLeast(
        'Lighthouse /clients accessibility',
        Math.min(mobile.accessibility, desktop.accessibility),
        GOALS.accessibility,
      ),
    ];
  } finally {
    unregister();
    await browser.close();
  }
}
