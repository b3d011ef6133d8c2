import { isApiPath } from '@focal/contracts';
import { sectionOf } from '@focal/contracts/web-documents';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/** The web build's version, written by the Vite build; 'dev' when no build is served. */
export function readWebBuild(distDir: string): string {
  try {
    return (JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'dev';
  }
}

/** The app shell: the page of every path without a prerendered page of its own. */
const SHELL_PAGE = 'index.html';

/**
 * The CSP hashes ('sha256-…') of the inline scripts (`<script>`, and the entry's `<script type="module">`)
 * of the page a path is served (pageFileOf), or of the page named by the path (`/login.html`, which the
 * static files serve). The first-paint script is inlined by the build (build/first-paint-plugin.ts) so
 * the first paint waits for no request; index.html and portal.html also inline their early requests
 * and preloads. Each page allows only its own: /login's policy was 160 bytes longer with index.html's
 * three. Read once at start, like the build version: one process serves one build.
 */
export function pageScriptHashes(distDir: string): (path: string) => readonly string[] {
  if (!existsSync(join(distDir, SHELL_PAGE))) return () => [];
  const inline = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;
  const hashesOf = (file: string) => {
    const scripts = [...readFileSync(join(distDir, file), 'utf8').matchAll(inline)];
    return [...new Set(scripts.map((m) => m[1]!))].map(
      (code) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
    );
  };
  const pages = prerenderedPages(distDir);
  const byFile = new Map([SHELL_PAGE, ...pages.values()].map((file) => [file, hashesOf(file)]));
  return (path) => byFile.get(path.slice(1)) ?? byFile.get(pageFileOf(pages, path))!;
}

/** The file a page path is served: its own prerendered page, its section's, or the app shell. */
const pageFileOf = (pages: Map<string, string>, path: string) =>
  pages.get(path) ?? pages.get(sectionOf(path) ?? '') ?? SHELL_PAGE;

/**
 * The build's prerendered pages by path: `login.html` is the page `/login` (`portal.html` the portal
 * section's, @focal/contracts/web-documents). Listed once at start, so a file name is only ever taken
 * from this list, never made from the request's URL.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = readdirSync(distDir).filter((name) => name.endsWith('.html') && name !== SHELL_PAGE);
  return new Map(pages.map((name) => [`/${name.slice(0, -'.html'.length)}`, name]));
}

/**
 * Serves the built SPA: hashed assets cached for a year, pages (and sw.js) revalidated on every
 * load, each file as the build's brotli or gzip variant when the client accepts one. A page path
 * gets its prerendered page or its section's when the build has one, index.html (the app shell)
 * otherwise.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, SHELL_PAGE));
  const pages = hasBuild ? prerenderedPages(distDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looks files up per request, so a rebuild of the web app while running is served at once.
      wildcard: true,
      index: false,
      // <file>.br, then <file>.gz, then the file, as Accept-Encoding allows; always Vary: Accept-Encoding.
      preCompressed: true,
      // One validator is enough: the ETag, with which a no-cache page revalidates. Last-Modified was
      // ~40 more bytes on every file.
      lastModified: false,
      // The variants are another encoding of their file, not files of their own at /x.js.br.
      allowedPath: (path) => !/\.(?:br|gz)$/.test(path),
      setHeaders: (res, path) => {
        const hashed = relative(distDir, path).startsWith(`assets${sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Nothing the build holds needs fetching in parts (scripts, styles, fonts, pages), so no answer
        // advertises ranges (one asked for is still served); and a hashed file never changes under its
        // name, so a browser never revalidates it (immutable): no ETag. ~50 bytes less on each of the
        // 10-15 files a page loads.
        res.removeHeader('accept-ranges');
        if (hashed) res.removeHeader('etag');
      },
    });
  }
  const sendPage = (reply: FastifyReply, file: string) => reply.type('text/html').sendFile(file);
  // The root is a directory to the static plugin; it is the dashboard page to the app.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, SHELL_PAGE));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing script or image must be a 404, never the page in its place.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!hasBuild || isFile || isApiPath(path) || path === '/api' || !isPageRequest) {
      throw new AppError('NotFound', 'Not found', `There is no ${request.method} ${path} here.`);
    }
    return sendPage(reply, pageFileOf(pages, path));
  });
}
