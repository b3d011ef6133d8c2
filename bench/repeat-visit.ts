/**
 * The repeat visit to `/` on a phone: the demo owner signs in (phone screen, as Lighthouse's mobile
 * preset: 412 × 823 at 1.75×), `/` loads and the service worker, if the app registers one, installs
 * and takes control; then `/` is reloaded under mobile-like conditions (CDP: 562.5 ms RTT, 1.4 Mbit/s
 * down, 0.7 Mbit/s up, for the page and for the worker's own fetches; 4× slower CPU) and timed from
 * the navigation's start, inside the page:
 *   - first paint (information: any pixels, such as a skeleton drawn from the HTML) and first
 *     contentful paint (text or an image), from the paint timing entries;
 *   - the shell: the frame's <header> and a link in a <nav> (the phone's bottom menu) both laid out on
 *     screen, at the animation frame that first has them (the paint follows in that frame);
 *   - the dashboard's heading (information: it waits for the bootstrap answer).
 * Median of three reloads. Goal: the shell in under 1 s. Without a worker the log says so and the
 * figure is the HTTP cache's alone.
 */
import type { Browser, CDPSession, Page, Target } from 'puppeteer-core';
import { awaitServiceWorker, launchChromium, median, signInAsDemoOwner } from './lib/browser.ts';
import { onCleanUp, sleep } from './lib/processes.ts';
import { type Row, fmtMs, fmtRatio, log } from './lib/report.ts';

export const SHELL_GOAL_MS = 1_000;
const RUNS = 3;
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 1.4e6 / 8,
  uploadThroughput: 0.7e6 / 8,
};

type Marks = {
  paint?: number;
  fcp?: number;
  shell?: number;
  heading?: number;
  /** When the bootstrap answer had arrived (resource timing), for the log. */
  bootstrap?: number;
  controlled: boolean;
  document: string;
};

/** Runs in the page from document start: notes when the shell and the heading are first on screen. */
function watchShell() {
  const marks: { shell?: number; heading?: number } = {};
  (window as unknown as { __focalMarks: typeof marks }).__focalMarks = marks;
  const onScreen = (selector: string) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return !!box && box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const check = () => {
    if (!marks.shell && onScreen('header') && onScreen('nav a')) marks.shell = performance.now();
    if (!marks.heading && document.querySelector('main h1')?.textContent?.trim())
      marks.heading = performance.now();
    if (!marks.shell || !marks.heading) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Throttles a CDP session's network as a slow 4G phone's. */
async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** The worker fetches on the page's behalf through its own target: it is throttled too, as it starts. */
async function throttleWorkers(browser: Browser) {
  const onTarget = (target: Target) => {
    if (target.type() !== 'service_worker') return;
    void target
      .createCDPSession()
      .then(throttle)
      .catch(() => undefined);
  };
  for (const target of browser.targets()) onTarget(target);
  browser.on('targetcreated', onTarget);
}

/** Waits for the app's service worker, if it registers one, to control the page; says which. */
async function installWorker(page: Page): Promise<boolean> {
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 20_000 }).catch(() => undefined);
  const registered = await awaitServiceWorker(page, 30_000);
  if (!registered) return false;
  // A worker controls the pages loaded after it activates (unless it claims them): one more load.
  await page.reload({ waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 20_000 }).catch(() => undefined);
  return page.evaluate(() => !!navigator.serviceWorker.controller);
}

/** The marks so far, read inside the page. */
function readMarks(): Marks {
  const marks = (window as unknown as { __focalMarks?: { shell?: number; heading?: number } }).__focalMarks;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fromWorker = !!navigation && navigation.workerStart > 0;
  return {
    ...marks,
    paint: performance.getEntriesByName('first-paint')[0]?.startTime,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    bootstrap: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      entry.name.includes('/api/basic/bootstrap'),
    )?.responseEnd,
    controlled: !!navigator.serviceWorker?.controller,
    document: fromWorker
      ? 'through the worker'
      : `from the network (${navigation?.transferSize ?? '?'} bytes)`,
  };
}

/** Reloads, then polls the marks (a plain loop: it survives the navigation) for up to 30 s. */
async function reloadOnce(page: Page): Promise<Marks> {
  await page.reload({ waitUntil: 'domcontentloaded', timeout: 30_000 });
  const until = performance.now() + 30_000;
  let marks: Marks | undefined;
  while (performance.now() < until) {
    marks = await page.evaluate(readMarks).catch(() => marks);
    if (marks?.fcp && marks.shell && marks.heading) break;
    await sleep(200);
  }
  return marks ?? { controlled: false, document: 'never read' };
}

const timeRow = (name: string, values: number[], note: string, goal?: number): Row => {
  const ms = median(values.filter(Number.isFinite));
  if (values.some((value) => !Number.isFinite(value))) {
    const missing = values.filter((value) => !Number.isFinite(value)).length;
    return {
      name,
      figure: `not on screen within 30 s in ${missing} of ${values.length} reloads${note}`,
      target: goal ? `goal < ${fmtMs(goal)}` : 'information',
      ratio: '—',
      status: goal ? 'MISS' : 'INFO',
    };
  }
  return {
    name,
    figure: `${fmtMs(ms)}${note}`,
    target: goal ? `goal < ${fmtMs(goal)}` : 'information',
    ratio: goal ? fmtRatio(ms / goal) : '—',
    status: !goal ? 'INFO' : ms < goal ? 'PASS' : 'MISS',
  };
};

export async function repeatVisit(baseUrl: string): Promise<Row[]> {
  const browser = await launchChromium();
  const unregister = onCleanUp(() => browser.close());
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(watchShell);
    await signInAsDemoOwner(page, baseUrl);
    const controlled = await installWorker(page);
    log(
      controlled
        ? 'a service worker controls the page'
        : 'NO SERVICE WORKER controls the page: the figures are the HTTP cache alone',
    );
    const session = await page.createCDPSession();
    await throttle(session);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await throttleWorkers(browser);
    const runs: Marks[] = [];
    for (let i = 0; i < RUNS; i++) {
      const marks = await reloadOnce(page);
      runs.push(marks);
      const at = (ms?: number) => (ms === undefined ? '—' : fmtMs(ms));
      log(
        `reload ${i + 1}: first paint ${at(marks.paint)}, FCP ${at(marks.fcp)}, header and nav ${at(marks.shell)}, ` +
          `heading ${at(marks.heading)}, bootstrap answered ${at(marks.bootstrap)}; ` +
          `document ${marks.document}${marks.controlled ? '' : ', not controlled by a worker'}`,
      );
    }
    const note = controlled ? '' : ' (no service worker)';
    const values = (key: 'paint' | 'fcp' | 'shell' | 'heading') => runs.map((run) => run[key] ?? Number.NaN);
    return [
      timeRow('Repeat visit / first paint (any pixels)', values('paint'), note),
      timeRow('Repeat visit / first contentful paint', values('fcp'), note, SHELL_GOAL_MS),
      timeRow('Repeat visit / shell (header and nav)', values('shell'), note, SHELL_GOAL_MS),
      timeRow('Repeat visit / dashboard heading', values('heading'), note),
    ];
  } finally {
    unregister();
    await browser.close();
  }
}
