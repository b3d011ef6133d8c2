import { defineConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { ROOT, SERVER_ENTRY, testServerEnv, WEB_DIST_INDEX } from './support/paths.ts';

/**
 * End-to-end journeys against the production build, started as `npm start` starts it but on its own port
 * with a fresh data directory. `npm test -- --lane=e2e` builds the web app first; to run Playwright by hand:
 *   npm run build -w @focal/web && npx playwright test -c e2e/playwright.config.ts
 *
 * This file is loaded by the runner and again by every worker: the port and data directory chosen by the
 * runner travel to the workers through the environment, so all of them agree.
 */
if (!existsSync(WEB_DIST_INDEX)) {
  throw new Error(`The web app is not built (${WEB_DIST_INDEX} is missing): run npm run build -w @focal/web`);
}
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(`${CHROMIUM_PATH} is missing: install Debian's Chromium (apt-get install chromium)`);
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
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

if (!process.env.FOCAL_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'focal-e2e-'));
  process.env.FOCAL_E2E_DATA_DIR = dataDir;
  // Only the process that made it removes it, after the web server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // Issue 12: axe once measured a modal mid fade-in (contrast 1.09). Without motion (the app's
    // MantineProvider honours it) what a journey checks is already in its final state.
    reducedMotion: 'reduce',
    // The app registers a service worker; a journey's page.route and its counts of requests see
    // every request only without it. specs/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The runner's own Node (24), not whatever `node` the shell finds first.
    command: `${JSON.stringify(process.execPath)} ${SERVER_ENTRY}`,
    cwd: ROOT,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: testServerEnv(port, process.env.FOCAL_E2E_DATA_DIR!),
  },
});
