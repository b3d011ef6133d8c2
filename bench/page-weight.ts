/**
 * Login page weight: the gzipped size (zlib level 9) of the JavaScript and CSS that `/login` loads.
 *
 * Best: headless Chromium loads /login from the running server and every JS/CSS response is recorded
 * (this includes the lazily loaded login route chunk); each file is then gzipped from the build. The build
 * is a private one of the current sources (lib/web-build.ts), served by the embedded server run.ts starts.
 * Fallback, when /usr/bin/chromium is missing or fails: the static graph — index.html's module scripts,
 * stylesheets and modulepreloads, and the static imports inside those JS files (not dynamic import()).
 * Goal: JS ≤ 170 kB gzipped (kB = 1000 bytes, as Vite prints it); CSS is reported for information.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Row, failRow, fmtKB, fmtRatio, log } from './lib/report.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { onCleanUp } from './lib/processes.ts';
import type { WebBuild } from './lib/web-build.ts';

export const JS_GOAL_BYTES = 170_000;

const attributes = (tag: string) => {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
};

const ORIGIN = 'http://dist.invalid';
/** A URL as the page would request it, to the asset path (`/assets/x.js`), or undefined when not ours. */
function assetPath(url: string, base: string): string | undefined {
  const resolved = new URL(url, `${ORIGIN}${base}`);
  return resolved.origin === ORIGIN ? decodeURIComponent(resolved.pathname) : undefined;
}

// Static imports and re-exports in (minified) ES modules: `import"./a.js"`, `import{x as y}from"./a.js"`,
// `import a,{b}from"./a.js"`, `export*from"./a.js"`. Never `import("./a.js")`: dynamic imports are lazy.
const STATIC_IMPORT =
  /(?<![\w$.])(?:import\s*(["'])([^"'\n]+)\1|(?:import|export)(?:\s+[\w$]+|\s*\*\s*(?:as\s+[\w$]+)?|\s*\{[^}]*\})(?:\s*,\s*(?:\*\s*as\s+[\w$]+|\{[^}]*\}))?\s*from\s*(["'])([^"'\n]+)\3)/g;

/** The static graph of index.html: its module scripts and links, and their JS files' static imports. */
export function staticAssets(dist: string): { files: string[]; external: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const found = new Set<string>();
  const external: string[] = [];
  const queue: string[] = [];
  const add = (url: string, base: string) => {
    const path = assetPath(url, base);
    if (!path) return void external.push(url);
    if (found.has(path)) return;
    found.add(path);
    if (path.endsWith('.js') || path.endsWith('.mjs')) queue.push(path);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(tag.slice(7, -1));
    if (a.type === 'module' && a.src) add(a.src, '/index.html');
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag.slice(5, -1));
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (a.href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) add(a.href, '/index.html');
  }
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = m[2] ?? m[4]!;
      // Built chunks import each other by relative path; a bare name is text that only looks like an import.
      if (/^(\.{1,2})?\//.test(specifier)) add(specifier, path);
    }
  }
  return { files: [...found].sort(), external };
}

/** Loads /login in headless Chromium; returns the same-origin JS and CSS paths it fetched. */
async function chromiumAssets(baseUrl: string): Promise<{ files: string[]; notes: string[] }> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  const unregister = onCleanUp(() => browser.close());
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    const notes: string[] = [];
    const origin = new URL(baseUrl).origin;
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      if (url.origin !== origin) return;
      if (/\.(m?js|css)$/.test(url.pathname) || type === 'script' || type === 'stylesheet') {
        if (response.status() >= 400) notes.push(`${url.pathname} answered ${response.status()}`);
        else files.add(decodeURIComponent(url.pathname));
      }
    });
    page.on('requestfailed', (request) =>
      notes.push(`${request.url()} failed: ${request.failure()?.errorText}`),
    );
    page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle', timeout: 30_000 });
    // The login route is lazy: wait for its form, so its chunk has surely been fetched.
    const form = await page
      .locator('input[type="password"]')
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!form) {
      const where = `the page is at ${page.url()}, titled ${JSON.stringify(await page.title().catch(() => '?'))}`;
      notes.push(
        `no password field appeared on /login within 10 s (${where}): the login route may not have rendered`,
      );
    }
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    return { files: [...files].sort(), notes };
  } finally {
    unregister();
    await browser.close();
  }
}

type Sized = { path: string; gzip: number; raw: number };

function gzipSizes(dist: string, paths: string[]): { sized: Sized[]; missing: string[] } {
  const sized: Sized[] = [];
  const missing: string[] = [];
  for (const path of paths) {
    const file = join(dist, path);
    if (!path.startsWith('/') || path.includes('..') || !existsSync(file)) {
      missing.push(path);
      continue;
    }
    const content = readFileSync(file);
    sized.push({ path, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return { sized, missing };
}

const sum = (files: Sized[]) => files.reduce((total, f) => total + f.gzip, 0);
const isCss = (path: string) => path.endsWith('.css');
const files = (n: number) => (n === 1 ? '1 file' : `${n} files`);

/** `baseUrl` is the running embedded server (serving the build), or the error that kept it from starting. */
export async function pageWeight(build: WebBuild, baseUrl: string | Error): Promise<Row[]> {
  if (!build.ok) {
    log(`THE WEB BUILD FAILED, so the login page cannot be measured:\n${build.reason}`);
    return [
      failRow('Login page JS (gzip)', 'web build failed'),
      failRow('Login page CSS (gzip)', 'web build failed'),
    ];
  }
  log(`web build: ${build.note}`);

  const graph = staticAssets(build.dir);
  if (graph.external.length) log(`not counted (other origins): ${graph.external.join(', ')}`);
  let method = 'static walk';
  let paths = graph.files;
  if (!existsSync(CHROMIUM_PATH)) {
    log(
      `${CHROMIUM_PATH} is missing: falling back to the static-import walk (the lazy login route chunk is NOT counted)`,
    );
  } else if (baseUrl instanceof Error) {
    log(
      `the server did not start (${baseUrl.message.split('\n')[0]}): falling back to the static-import walk`,
    );
  } else {
    try {
      const loaded = await chromiumAssets(baseUrl);
      for (const note of loaded.notes) log(`chromium: ${note}`);
      if (loaded.files.length === 0) throw new Error('no JS or CSS was loaded');
      paths = loaded.files;
      method = 'Chromium';
    } catch (error) {
      log(
        `Chromium could not load /login (${(error as Error).message.split('\n')[0]}): falling back to the static-import walk`,
      );
    }
  }

  const { sized, missing } = gzipSizes(build.dir, paths);
  for (const path of missing) log(`loaded but not in the build (not counted): ${path}`);
  sized.sort((a, b) => b.gzip - a.gzip);
  for (const f of sized) log(`${fmtKB(f.gzip).padStart(9)} gzip  ${fmtKB(f.raw).padStart(9)} raw  ${f.path}`);
  const js = sized.filter((f) => !isCss(f.path));
  const css = sized.filter((f) => isCss(f.path));
  if (method === 'Chromium') {
    const staticJs = sum(gzipSizes(build.dir, graph.files).sized.filter((f) => !isCss(f.path)));
    log(`for comparison, index.html's static graph alone: ${fmtKB(staticJs)} JS gzipped`);
  }
  const suffix = method === 'Chromium' ? '' : ', static walk';
  const jsBytes = sum(js);
  return [
    {
      name: `Login page JS (gzip${suffix})`,
      figure: `${fmtKB(jsBytes)} in ${files(js.length)}`,
      target: `goal ≤ ${fmtKB(JS_GOAL_BYTES)}`,
      ratio: fmtRatio(jsBytes / JS_GOAL_BYTES),
      status: js.length === 0 ? 'FAIL' : jsBytes <= JS_GOAL_BYTES ? 'PASS' : 'MISS',
    },
    {
      name: `Login page CSS (gzip${suffix})`,
      figure: `${fmtKB(sum(css))} in ${files(css.length)}`,
      target: 'information',
      ratio: '—',
      status: 'INFO',
    },
  ];
}
