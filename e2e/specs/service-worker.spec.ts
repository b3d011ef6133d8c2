import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Page, Response } from '@playwright/test';
import { build } from 'vite';
import { PRECACHE_MAX_BYTES } from '../../apps/web/build/service-worker-plugin.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_OWNER } from '../support/session.ts';
import { ROOT, WEB_DIST, WEB_SNAPSHOT_ENV } from '../support/paths.ts';
import { startServer, type StartedServer } from '../support/server.ts';

/**
 * The service worker (docs/decisions/fast-on-a-phone.md): a second visit starts from its cache, even
 * offline, and a deploy is never hidden behind the cached index.html. The server here runs a build
 * of its own; "deploying" stops it, puts a second, different build in its place and starts it again
 * on the same origin.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });

const WEB = join(ROOT, 'apps/web');
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { version: string }).version;
const indexOf = (dir: string) => readFileSync(join(dir, 'index.html'), 'utf8');
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The module the second release changes, as a deploy that changes one page. */
const CHANGED_PAGE = '/features/settings/routes/settings-page.tsx';

/**
 * A release of the web app built from the sources through Vite's API into `outDir` (not the shared
 * apps/web/dist, which other runs rebuild). The `statement` added to one page's module makes it a
 * second, different release, as a deploy that changes one page: its code, and the version, differ.
 */
async function buildRelease(outDir: string, statement: string): Promise<void> {
  // Vite sets NODE_ENV=production for its build; servers this test starts must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  const addStatement = {
    name: 'e2e-release-statement',
    transform: (code: string, id: string) => (id.endsWith(CHANGED_PAGE) ? `${code}\n${statement}\n` : null),
  };
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    plugins: [addStatement],
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

/** The navigation's document, answered while `act` runs. */
async function documentOf(page: Page, act: () => Promise<unknown>): Promise<Response> {
  const [document] = await Promise.all([
    page.waitForResponse((response) => response.request().resourceType() === 'document'),
    act(),
  ]);
  return document;
}

test('a new build replaces the cached shell, an old tab reloads onto it, and offline starts from the cache', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const live = mkdtempSync(join(tmpdir(), 'focal-e2e-live-build-'));
  const second = mkdtempSync(join(tmpdir(), 'focal-e2e-second-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'focal-e2e-sw-data-'));
  let server: StartedServer | undefined;
  try {
    // The first release is the run's own build (the servers' snapshot of it): built from the same
    // sources, it is what buildRelease(live) would make, without a third build of the app per run.
    cpSync(process.env[WEB_SNAPSHOT_ENV] || WEB_DIST, live, { recursive: true });
    await buildRelease(second, 'globalThis.focalRelease = "second";');
    const [first, next] = [versionOf(live), versionOf(second)];
    expect(next).not.toBe(first);
    server = await startServer({ WEB_DIST_DIR: live }, { dataDir });
    const { baseURL, port } = server;

    // The worker never answers for the API: the page (and page.route) sees those requests itself.
    const apiFromWorker: string[] = [];
    context.on('response', (response) => {
      if (response.url().includes('/api/') && response.fromServiceWorker())
        apiFromWorker.push(response.url());
    });

    // First visit: the worker installs after the page has loaded and takes the page over.
    await page.goto(`${baseURL}/login`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await cacheNames(page)).toEqual([expect.stringMatching(`^focal-${first}-`)]);

    // Files over the precache bound (the HEIC decoder) are left to the network when a page asks.
    const assets = join(live, 'assets');
    const large = readdirSync(assets).filter(
      (file) => !/\.(br|gz|map)$/.test(file) && statSync(join(assets, file)).size > PRECACHE_MAX_BYTES,
    );
    expect(large).toContainEqual(expect.stringMatching(/^heic-to-/));
    const precached = await page.evaluate(async () => {
      const [name] = await caches.keys();
      return (await (await caches.open(name!)).keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(50);
    for (const file of large) expect(precached).not.toContain(`/assets/${file}`);

    // Offline, a repeat visit starts from the cache: the page, its scripts, its styles and its font.
    await context.setOffline(true);
    const fromNetwork: string[] = [];
    page.on('response', (response) => !response.fromServiceWorker() && fromNetwork.push(response.url()));
    page.on(
      'requestfailed',
      (request) => !request.url().includes('/api/') && fromNetwork.push(request.url()),
    );
    const offline = await documentOf(page, () => page.reload());
    expect(offline.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(fromNetwork).toEqual([]);
    await context.setOffline(false);

    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_OWNER.firstName}` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.locator('a[href="/settings/companies"]')).toBeVisible();

    // The deploy: the same origin now serves the second build; this tab still runs the first.
    await server.stop();
    rmSync(live, { recursive: true, force: true });
    cpSync(second, live, { recursive: true });
    server = await startServer({ WEB_DIST_DIR: live }, { port, dataDir });

    // The old tab's next API call is refused as obsolete (spec 01 §8)...
    const refused = page.waitForResponse((response) => response.status() === 426);
    // (The companies page asks the API for its list; its code comes from the old build's cache.)
    await page.locator('a[href="/settings/companies"]').click();
    expect((await refused).request().headers()['webbuildversion']).toBe(first);
    expect(await (await refused).json()).toMatchObject({ errorCode: 'ObsoleteAppVersion' });
    const dialog = page.getByRole('dialog', { name: 'A new version of Focal is available' });
    await expect(dialog).toBeVisible();

    // ...and its reload lands on the new build, although the worker had the old page in its cache.
    // (The old page may ask for bootstrap again before it unloads: the new one's request is awaited.)
    const bootstrap = page.waitForRequest(
      (request) =>
        request.url().endsWith(ApiRoutes.bootstrap.path) && request.headers()['webbuildversion'] === next,
    );
    const reloaded = await documentOf(page, () =>
      dialog.getByRole('button', { name: 'Reload the Page' }).click(),
    );
    expect(reloaded.fromServiceWorker()).toBe(true);
    expect(await reloaded.text()).toBe(indexOf(live));
    await bootstrap;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The new worker has taken over and the first build's cache is gone (its install downloads the
    // whole build, ~135 files: slow on a machine busy with the other journeys).
    await expect
      .poll(() => cacheNames(page), { timeout: 90_000 })
      .toEqual([expect.stringMatching(`^focal-${next}-`)]);

    // A new tab gets the new page; offline, the new build's cached shell.
    const tab = await context.newPage();
    expect(await (await tab.goto(`${baseURL}/clients`))!.text()).toBe(indexOf(live));
    await context.setOffline(true);
    const cached = await documentOf(tab, () => tab.reload());
    expect(cached.fromServiceWorker()).toBe(true);
    expect(await cached.text()).toBe(indexOf(live));
    await context.setOffline(false);
    expect(apiFromWorker).toEqual([]);
  } finally {
    await server?.stop();
    for (const dir of [live, second, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
});
