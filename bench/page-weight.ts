/**
 * Page weight as a phone receives it: the bytes on the wire (headers and bodies as the server sent
 * them, compressed or not) for /login, /signup and / signed in as the demo owner, summed by kind
 * (HTML, JS, CSS, font, API, other) from Chromium's own count (CDP Network.loadingFinished
 * encodedDataLength). Debian's Chromium, headless, with its default `Accept-Encoding` (logged), a cold
 * HTTP cache and no service worker installed yet, for each page. kB = 1000 bytes.
 *
 * The app's service worker installs during the visit. Its fetches are read from its own target: one
 * made for a request of the page (once the worker controls it) counts as the page's; the rest, its
 * precache, fetched in the background, is printed beside the page's figure, not in it.
 * Goal: /login ≤ 170 kB (aim 130); /signup and / are information.
 */
import type { Browser, CDPSession, Page, Target } from 'puppeteer-core';
import { awaitServiceWorker, launchChromium, signInAsDemoOwner } from './lib/browser.ts';
import { onCleanUp } from './lib/processes.ts';
import { type Row, failRow, fmtKB, fmtRatio, log } from './lib/report.ts';

export const LOGIN_GOAL_BYTES = 170_000;
export const LOGIN_AIM_BYTES = 130_000;

const KINDS = ['HTML', 'JS', 'CSS', 'font', 'API', 'other'] as const;
type Kind = (typeof KINDS)[number];
type Transfer = {
  path: string;
  kind: Kind;
  bytes: number;
  encoding: string;
  status: number;
  /** Answered by a service worker: its bytes on the wire are the worker's own fetch, if it made one. */
  viaWorker: boolean;
};

/** By the resource type, or the file's extension for a worker's fetches (their type is Fetch). */
function kindOf(type: string, path: string): Kind {
  if (path.startsWith('/api/')) return 'API';
  if (type === 'Document' || /\.html$/.test(path) || !/\.\w+$/.test(path)) return 'HTML';
  if (type === 'Script' || /\.m?js$/.test(path)) return 'JS';
  if (type === 'Stylesheet' || path.endsWith('.css')) return 'CSS';
  if (type === 'Font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
}

/** Records every finished response a CDP session sees; `stop()` returns them. */
async function record(session: CDPSession, origin: string) {
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const done: Transfer[] = [];
  const failed: string[] = [];
  session.on('Network.responseReceived', (e) => {
    const url = new URL(e.response.url);
    if (url.protocol === 'data:') return;
    const path = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(e.requestId, {
      path,
      kind: kindOf(e.type, url.pathname),
      encoding: String(headers['content-encoding'] ?? 'none'),
      status: e.response.status,
      viaWorker: !!e.response.fromServiceWorker,
    });
  });
  session.on('Network.loadingFinished', (e) => {
    const response = responses.get(e.requestId);
    if (response) done.push({ ...response, bytes: e.encodedDataLength });
  });
  session.on('Network.loadingFailed', (e) => {
    if (!e.canceled) failed.push(`${responses.get(e.requestId)?.path ?? e.requestId}: ${e.errorText}`);
  });
  await session.send('Network.enable');
  return { done, failed };
}

/** Service workers' own requests (their precache), from their targets, until `stop()`. */
function watchWorkers(browser: Browser, origin: string) {
  const sessions: Promise<Transfer[] | undefined>[] = [];
  const onTarget = (target: Target) => {
    if (target.type() !== 'service_worker') return;
    sessions.push(
      target
        .createCDPSession()
        .then(async (session) => (await record(session, origin)).done)
        .catch(() => undefined),
    );
  };
  browser.on('targetcreated', onTarget);
  return async () => {
    browser.off('targetcreated', onTarget);
    return (await Promise.all(sessions)).flatMap((done) => done ?? []);
  };
}

/**
 * A response the page got from a service worker cost the worker's fetch of the same path (or nothing,
 * when the worker answered from its cache): that fetch is the page's; the worker's other fetches are
 * its precache.
 */
function attribute(page: Transfer[], worker: Transfer[]): { transfers: Transfer[]; worker: Transfer[] } {
  const precache = [...worker];
  const transfers = page.map((transfer) => {
    if (!transfer.viaWorker) return transfer;
    const index = precache.findIndex((fetched) => fetched.path === transfer.path);
    if (index < 0) return { ...transfer, bytes: 0, encoding: 'sw-cache' };
    const [fetched] = precache.splice(index, 1);
    return { ...transfer, bytes: fetched!.bytes, encoding: fetched!.encoding };
  });
  return { transfers, worker: precache };
}

type PageWeight = { page: string; transfers: Transfer[]; worker: Transfer[]; acceptEncoding: string };

const quiet = (page: Page) =>
  page.waitForNetworkIdle({ idleTime: 1_000, timeout: 20_000 }).catch(() => undefined);

/** Loads `path` in a fresh context (after `before`, not counted) until the page is ready and quiet. */
async function weigh(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: string,
  before?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    if (before) await before(page);
    const session = await page.createCDPSession();
    // What sign-in left behind (HTTP cache, a service worker and its caches) is cleared; the session stays.
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    const stopWatching = watchWorkers(browser, origin);
    const { done, failed } = await record(session, origin);
    let acceptEncoding = '?';
    session.on('Network.requestWillBeSentExtraInfo', (e) => {
      const header = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'accept-encoding');
      if (header && acceptEncoding === '?') acceptEncoding = String(header[1]);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForSelector(ready, { timeout: 15_000 });
    await quiet(page);
    // A worker fetches its precache while it installs: wait (up to 30 s: it registers some seconds after
    // the first content) until it is active, to count it whole.
    await awaitServiceWorker(page, 30_000);
    for (const failure of failed) log(`${path}: failed request ${failure}`);
    return { page: path, ...attribute(done, await stopWatching()), acceptEncoding };
  } finally {
    await context.close();
  }
}

const total = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

function report(weight: PageWeight): string {
  log(`${weight.page} (request Accept-Encoding: ${weight.acceptEncoding}):`);
  const sorted = [...weight.transfers].sort((a, b) => b.bytes - a.bytes);
  for (const t of sorted) {
    const via = t.viaWorker ? ' (through the service worker)' : '';
    log(
      `  ${fmtKB(t.bytes).padStart(9)}  ${t.kind.padEnd(5)} ${t.encoding.padEnd(8)} ${t.status} ${t.path}${via}`,
    );
  }
  const byKind = KINDS.map((kind) => [kind, total(weight.transfers.filter((t) => t.kind === kind))] as const)
    .filter(([, bytes]) => bytes > 0)
    .map(([kind, bytes]) => `${kind} ${fmtKB(bytes)}`);
  log(
    `  ${fmtKB(total(weight.transfers)).padStart(9)}  in total, ${weight.transfers.length} responses: ${byKind.join(', ')}`,
  );
  if (weight.worker.length) {
    log(
      `  and the service worker fetched ${fmtKB(total(weight.worker))} more in ${weight.worker.length} responses (its precache)`,
    );
  }
  return byKind.join(', ');
}

function row(weight: PageWeight, goal?: number): Row {
  const bytes = total(weight.transfers);
  const kinds = report(weight);
  const worker = weight.worker.length ? `; + ${fmtKB(total(weight.worker))} service worker` : '';
  return {
    name: `Bytes on the wire ${weight.page}`,
    figure: `${fmtKB(bytes)} (${kinds}${worker})`,
    target: goal ? `goal ≤ ${fmtKB(goal)} (aim ${fmtKB(LOGIN_AIM_BYTES)})` : 'information',
    ratio: goal ? fmtRatio(bytes / goal) : '—',
    status: bytes === 0 ? 'FAIL' : !goal ? 'INFO' : bytes <= goal ? 'PASS' : 'MISS',
  };
}

/** `baseUrl` is the running server (serving the private build), or the error that kept it from starting. */
export async function pageWeight(baseUrl: string | Error): Promise<Row[]> {
  const names = ['/login', '/signup', '/'].map((page) => `Bytes on the wire ${page}`);
  if (baseUrl instanceof Error) {
    log(`the server did not start: ${baseUrl.message.split('\n')[0]}`);
    return names.map((name) => failRow(name, 'server did not start'));
  }
  const browser = await launchChromium();
  const unregister = onCleanUp(() => browser.close());
  try {
    const login = await weigh(browser, baseUrl, '/login', 'input[type=password]');
    const signup = await weigh(browser, baseUrl, '/signup', 'input[type=password]');
    const home = await weigh(browser, baseUrl, '/', 'main h1', (page) => signInAsDemoOwner(page, baseUrl));
    return [row(login, LOGIN_GOAL_BYTES), row(signup), row(home)];
  } finally {
    unregister();
    await browser.close();
  }
}
