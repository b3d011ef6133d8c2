/*
 * The service worker (docs/decisions/fast-on-a-phone.md, "The service worker"). A classic script:
 * the build (../service-worker-plugin.ts) strips the types and puts FOCAL_BUILD in front of it.
 *
 * - One cache per build, `focal-<version>-<hash>`, filled at install with the build's hashed assets,
 *   public files and shell pages; a new worker takes over at once and deletes the others.
 * - Navigations go to the network first: the HTML always names the newest build's assets, so a
 *   deploy is never hidden. The cached page is only for a network that fails. No navigation
 *   preload: a navigation the worker leaves alone (/api/...) would then reach the server twice.
 * - This build's files come from the cache (their names change with their content).
 * - Anything else (the API, other methods, other origins, files of another build) is left to the
 *   browser: no respondWith, so the page and its tools see those requests as if no worker ran.
 */

declare const FOCAL_BUILD: {
  /** This build's cache: `focal-<version>-<hash of its public files and HTML>`. */
  cache: string;
  /** Absolute paths of the hashed assets and public files of the build. */
  files: string[];
  /** The paths of the build's HTML documents: `/` (index.html, the app shell), `/login`, `/portal`… */
  pages: string[];
  /** Sections answered with their own document for every path under them (@focal/contracts/web-documents). */
  sections: string[];
};

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE_PREFIX = 'focal-';
const CACHE = FOCAL_BUILD.cache;
/** Pages with HTML of their own; every other path of the app is served its section's or index.html. */
const SHELL_PAGES = FOCAL_BUILD.pages;
const FILES = new Set(FOCAL_BUILD.files);

/** The shell page must be this build's: a deploy between fetching sw.js and the page fails the install. */
async function shellOfThisBuild(path: string): Promise<Response> {
  const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.clone().text();
  const named = html.match(/\/assets\/[^"'\s)]+/g) ?? [];
  if (named.some((file) => !FILES.has(file))) throw new Error(`${path} is another build's page`);
  return response;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const pages = await Promise.all(SHELL_PAGES.map(shellOfThisBuild));
      await cache.addAll([...FILES]);
      await Promise.all(pages.map((page, i) => cache.put(SHELL_PAGES[i]!, page)));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE);
      await Promise.all(stale.map((key) => caches.delete(key)));
      await sw.clients.claim();
    })(),
  );
});

async function networkFirstPage(request: Request, path: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = SHELL_PAGES.includes(path)
      ? path
      : (FOCAL_BUILD.sections.find((section) => path.startsWith(`${section}/`)) ?? '/');
    const cached = await caches.match(page, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  // Hashed names: the content cannot differ, whatever Vary the server sent.
  return (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ?? fetch(request);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request, url.pathname));
  else if (FILES.has(url.pathname)) event.respondWith(cacheFirst(request));
});
