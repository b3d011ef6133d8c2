import { defineConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './support/chromium.ts';
import { MAIL_DIR_ENV, MAIL_PORT_ENV } from './support/mail-server.ts';
import { WEB_DIST_INDEX, WEB_SNAPSHOT_ENV } from './support/paths.ts';
import { TEMPLATE_DIR_ENV } from './support/server.ts';

/**
 * End-to-end journeys against the production build, started as `npm start` starts it but on its own port
 * with a fresh data directory. `npm test -- --lane=e2e` builds the web app first; to run Playwright by hand:
 *   npm run build -w @focal/web && npx playwright test -c e2e/playwright.config.ts
 *
 * Two workers. The servers are started by support/global-setup.ts: the shared one, a second one for the
 * specs that change what every other spec would see (GLOBAL_STATE below), a third that sends its mail
 * by SMTP (support/mail-server.ts), and the template that the servers specs start for themselves are
 * copied from (support/server.ts).
 *
 * This file is loaded by the runner and again by every worker: the ports and directories chosen by the
 * runner travel to the workers through the environment, so all of them agree.
 */
if (!existsSync(WEB_DIST_INDEX)) {
  throw new Error(`The web app is not built (${WEB_DIST_INDEX} is missing): run npm run build -w @focal/web`);
}
if (!existsSync(HEADLESS_SHELL_PATH)) {
  throw new Error(
    `${HEADLESS_SHELL_PATH} is missing: install Debian's Chromium headless shell (apt-get install chromium-headless-shell)`,
  );
}

/** A port nobody listens on, found synchronously (the config cannot await). */
function freePort(): number {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`could not find a free port: ${probe.stderr}`);
  return port;
}

process.env.E2E_PORT ||= String(freePort());
process.env.E2E_GLOBAL_STATE_PORT ||= String(freePort());
process.env[MAIL_PORT_ENV] ||= String(freePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const globalStateURL = `http://localhost:${process.env.E2E_GLOBAL_STATE_PORT}`;

/** A directory of the run's, named in the environment for the workers. */
function runDirectory(variable: string, prefix: string): void {
  if (process.env[variable]) return;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = dir;
  // Only the process that made it removes it, after the global teardown has stopped the servers.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
runDirectory('FOCAL_E2E_DATA_DIR', 'focal-e2e-');
runDirectory('FOCAL_E2E_GLOBAL_STATE_DATA_DIR', 'focal-e2e-global-state-');
runDirectory(TEMPLATE_DIR_ENV, 'focal-e2e-template-');
runDirectory(WEB_SNAPSHOT_ENV, 'focal-e2e-web-');
runDirectory(MAIL_DIR_ENV, 'focal-e2e-mail-');

/**
 * Specs that change what every spec on their server sees: the plans' prices, promo codes and
 * announcements (admin-catalogue), system notifications and the audit log's newest rows, which
 * admin-console and system-notifications read back while every plan set for a journey's account
 * writes one (support/companies.ts' setAccountPlan), and the administrator's sign-ins
 * (administrators). They run one at a time on a server of their own, beside the others.
 */
const GLOBAL_STATE = [
  '**/admin-catalogue.spec.ts',
  '**/admin-console.spec.ts',
  '**/administrators.spec.ts',
  '**/system-notifications.spec.ts',
];

/**
 * Specs that start first, beside the global-state ones: those that wait on the clock (a third
 * two-factor code waits for a new 30-second step, session-parallel-refresh waits out a 30-second token) and
 * the longest one of a single journey (service-worker builds the app twice). Left in name order they
 * came last: a run ended with one worker waiting for a code's step while the other sat idle, about
 * a minute of the lane.
 */
const FIRST = ['**/two-factor.spec.ts', '**/session-parallel-refresh.spec.ts', '**/service-worker.spec.ts'];

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Bounds for a 2-core machine that other runs share (loads of 15 to 20 were seen), with two
  // journeys at once: a sign-in and the page after it took up to 25 s there (7 s of it the login's
  // argon2), a journey with four axe scans over a minute. The specs' own test.setTimeout budgets are
  // doubled likewise. A condition that never comes still fails, only later.
  timeout: 120_000,
  // Screenshot baselines (issue 31: the segmented control, the phone lists, the week view's first
  // hour) live beside the specs, one folder per spec file, without the platform suffix: CI and the
  // developers' machines run the same Debian Chromium headless shell and the self-hosted font. A
  // baseline is written by `npx playwright test -c e2e/playwright.config.ts <spec> --update-snapshots`.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 30_000,
    // Animations stopped and the caret hidden (Playwright's defaults for toHaveScreenshot); a few
    // anti-aliased pixels may differ from run to run, a moved or clipped element may not.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // Traces on demand (FOCAL_E2E_TRACE=1: a failure's DOM snapshots, network and steps): recording
    // them for every journey, to keep a failure's, cost 13% of the lane's CPU (332 against 380 CPU-s
    // on 42 journeys measured here; the screencast in them another tenth before). A failure still
    // prints its error and keeps its screenshot.
    trace: process.env.FOCAL_E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // Issue 12: axe once measured a modal mid fade-in (contrast 1.09). Without motion (the app's
    // MantineProvider honours it) what a journey checks is already in its final state.
    reducedMotion: 'reduce',
    // The app registers a service worker; a journey's page.route and its counts of requests see
    // every request only without it. specs/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // First: its files follow one another on one worker from the start, beside the other project's.
    {
      name: 'global-state',
      testMatch: GLOBAL_STATE,
      workers: 1,
      use: { browserName: 'chromium', baseURL: globalStateURL },
    },
    // Next in the queue, so they are under way while the other worker takes the global-state files.
    { name: 'first', testMatch: FIRST, use: { browserName: 'chromium' } },
    { name: 'chromium', testIgnore: [...GLOBAL_STATE, ...FIRST], use: { browserName: 'chromium' } },
  ],
});
