import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { PORTAL_PAGE } from '../src/app/boot/first-requests.ts';
import { PORTAL_DOCUMENT } from './prerender-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * What every signed-in page needs at once, beyond the entry's static graph: the bootstrap request
 * (query client), the session guard, the frame and the route table.
 */
const QUERY_LAYOUT = src('app/query/query-layout.tsx');
const FRAME_MODULES = [QUERY_LAYOUT, src('app/signed-in-frame.ts')];

/**
 * The pages opened most often cold (the dashboard after sign-in, the studio's lists, the calendar), by path: their
 * chunks are preloaded on their own path only. Found through the route table, a page's chunk was
 * asked for only once the frame's chunks had run (entry → route table → page: a round trip more on
 * a phone, and /clients waited for the whole dashboard's code the old static links preloaded).
 */
const PAGE_MODULES: Record<string, string> = {
  '/': src('features/dashboard/routes/dashboard-page.tsx'),
  '/clients': src('features/clients/routes/clients-page.tsx'),
  '/leads': src('features/jobs/routes/jobs-page.tsx'),
  '/jobs': src('features/jobs/routes/jobs-page.tsx'),
  '/calendar': src('features/calendar/routes/calendar-page.tsx'),
};

/**
 * The client portal's pages (issue 34), which a client opens cold from a mail: the portal's routes and
 * the page's chunk, by the page's kind (PORTAL_PAGE's second group; '' the home). Found through
 * the route table they came one after another (entry → portal routes → page), a round trip each.
 */
const PORTAL_MODULES: Record<string, string> = {
  '': src('features/portal/routes/home-page.tsx'),
  quotes: src('features/portal/routes/quote-page.tsx'),
  invoices: src('features/portal/routes/invoice-page.tsx'),
  contracts: src('features/portal/contract/contract-page.tsx'),
  questionnaires: src('features/portal/questionnaire/questionnaire-page.tsx'),
};
const PORTAL_ROUTES = src('features/portal/routes/portal-routes.tsx');

type Files = { js: string[]; css: string[] };

/**
 * Adds to index.html an inline script that adds <link rel=modulepreload> (and stylesheet preloads) for
 * what the page at the address needs at once: with a stored session (first-paint.js marks it), the
 * chunks of FRAME_MODULES and what they import statically (issue 12 F4), and the page's own
 * (PAGE_MODULES); to the portal's document (portal.html) one for the portal's routes and the page
 * (PORTAL_MODULES). Those chunks are reached by import() one after another (entry → guard → frame →
 * route table → page), each a round trip on a phone; preloaded, they download beside the entry. The
 * frame's scripts are plain links (the preload scanner finds them as the HTML arrives), in index.html
 * only: a client's phone downloaded them for nothing. It runs after the prerender, so /login and
 * /signup, made from index.html, stay without them. The server allows the inline scripts by their
 * hashes (spa.ts).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'focal-signed-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('signed-in preload: index.html is missing');
        const html = String(index.source);
        const inHtml = (file: string) => html.includes(`/${file}"`);
        const frame = chunksOf(bundle, FRAME_MODULES);
        // With their stylesheets: the chunks' import waits for them, and found through the chunks
        // they were asked for a round trip later.
        const frameFiles: Files = {
          js: [...frame.scripts].filter((file) => !inHtml(file)),
          css: [...frame.css].filter((file) => !inHtml(file)),
        };
        const frameCss: Files = { js: [], css: frameFiles.css };
        const filesOf = (ids: string[], besides: Files = { js: [], css: [] }): Files => {
          const chunks = chunksOf(bundle, ids);
          const fresh = (file: string) =>
            !inHtml(file) && !besides.js.includes(file) && !besides.css.includes(file);
          return { js: [...chunks.scripts].filter(fresh), css: [...chunks.css].filter(fresh) };
        };
        const pages: Record<string, Files> = {};
        for (const [path, id] of Object.entries(PAGE_MODULES)) pages[path] = filesOf([id], frameFiles);
        const portal: Record<string, Files> = {};
        for (const [kind, id] of Object.entries(PORTAL_MODULES)) {
          if (kind && !PORTAL_PAGE.test(`/portal/${'0'.repeat(36)}/${kind}/${'0'.repeat(36)}`))
            throw new Error(`signed-in preload: PORTAL_PAGE has no portal page of kind ${kind}`);
          // The query layout too: every portal page is under it (app/routes.tsx).
          portal[kind] = filesOf([QUERY_LAYOUT, PORTAL_ROUTES, id]);
        }
        const script = `<script>${studioPreloadScript(frameCss, pages)}</script>`;
        // The frame's chunks as links the browser's preload scanner finds while the HTML arrives, on
        // every page of index.html: the script adds its links only once the parser reaches it, after
        // the head's first task (asked for at 127 ms, not 64). Not on the portal's document.
        const links = frameFiles.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        index.source = withPreloads(html, script, links.join(''));
        const portalDocument = bundle[PORTAL_DOCUMENT];
        if (portalDocument?.type !== 'asset')
          throw new Error(`signed-in preload: ${PORTAL_DOCUMENT} is missing`);
        portalDocument.source = withPreloads(
          String(portalDocument.source),
          `<script>${portalPreloadScript(portal)}</script>`,
          '',
        );
      },
    },
  };
}

/** The preload script before the entry script, and `links` at the end of the head. */
function withPreloads(html: string, script: string, links: string): string {
  // Before the stylesheet: an inline script after one waits for it to load before it runs.
  const entry = html.indexOf('<script type="module"');
  if (entry < 0 || entry > html.indexOf('</head>'))
    throw new Error('signed-in preload: no entry script in the head of the page');
  return `${html.slice(0, entry)}${script}${html.slice(entry)}`.replace('</head>', () => `${links}</head>`);
}

/** Plain ES5, as first-paint.js: the old browsers it turns away parse it too. */
const ADD_LINKS =
  "function add(h,r,a){var l=d.createElement('link');l.rel=r;l.href='/'+h;l.crossOrigin='';if(a)l.as=a;d.head.appendChild(l)}" +
  "function all(x){for(var i=0;i<x.js.length;i++)add(x.js[i],'modulepreload');" +
  "for(var j=0;j<x.css.length;j++)add(x.css[j],'preload','style')}";

/** index.html's: with a stored session (data-shell), the frame's stylesheets and the page's files. */
function studioPreloadScript(frame: Files, pages: Record<string, Files>): string {
  return (
    `(function(f,p,d){${ADD_LINKS}` +
    "if(!d.documentElement.hasAttribute('data-shell'))return;" +
    'all(f);if(p[location.pathname])all(p[location.pathname])' +
    `})(${JSON.stringify(frame)},${JSON.stringify(pages)},document)`
  );
}

/** portal.html's: the portal's routes and the page's files, by its kind (PORTAL_PAGE's second group; none for the home). */
function portalPreloadScript(portal: Record<string, Files>): string {
  return (
    `(function(q,d){${ADD_LINKS}` +
    `var m=${PORTAL_PAGE.toString()}.exec(location.pathname);` +
    "if(m&&q[m[2]||''])all(q[m[2]||''])" +
    `})(${JSON.stringify(portal)},document)`
  );
}

/** The chunks holding `ids` and what they import statically, with their stylesheets. */
function chunksOf(bundle: Rollup.OutputBundle, ids: string[]) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const scripts = new Set<string>();
  const css = new Set<string>();
  const add = (fileName: string) => {
    if (scripts.has(fileName)) return;
    scripts.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach(add);
  };
  for (const id of ids) {
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`signed-in preload: no chunk holds ${id}`);
    add(chunk.fileName);
  }
  return { scripts, css };
}
