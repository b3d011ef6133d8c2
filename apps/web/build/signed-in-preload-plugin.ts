import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * What every signed-in page needs at once, beyond the entry's static graph: the bootstrap request
 * (query client), the session guard, the frame and the route table.
 */
const FRAME_MODULES = ['app/query/query-layout.tsx', 'app/signed-in-frame.ts'].map(src);

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
 * Adds to index.html <link rel=modulepreload> for the chunks of FRAME_MODULES and what they import
 * statically (issue 12 F4), and an inline script that adds the links of the page at the address
 * (PAGE_MODULES: its chunks and stylesheets) when a session is stored (first-paint.js marks it). Those
 * chunks are reached by import() one after another (entry → guard → frame → route table → page), each
 * a round trip on a phone; preloaded, they download beside the entry. Only index.html: it runs after
 * the prerender, so /login and /signup, made from index.html, stay without them (a signed-out page
 * would pay for the frame's code). The server allows the inline script by its hash (spa.ts).
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
        const links = [...frame.scripts]
          .filter((file) => !inHtml(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const pages: Record<string, { js: string[]; css: string[] }> = {};
        for (const [path, id] of Object.entries(PAGE_MODULES)) {
          const page = chunksOf(bundle, [id]);
          const fresh = (file: string) => !inHtml(file) && !frame.scripts.has(file) && !frame.css.has(file);
          pages[path] = { js: [...page.scripts].filter(fresh), css: [...page.css].filter(fresh) };
        }
        // Before the stylesheet: an inline script after one waits for it to load before it runs.
        const script = `<script>${pagePreloadScript(pages)}</script>`;
        const entry = html.indexOf('<script type="module"');
        if (entry < 0 || entry > html.indexOf('</head>'))
          throw new Error('signed-in preload: no entry script in the head of index.html');
        index.source = `${html.slice(0, entry)}${script}${html.slice(entry)}`.replace(
          '</head>',
          () => `${links.join('')}</head>`,
        );
      },
    },
  };
}

/** Plain ES5, as first-paint.js: the old browsers it turns away parse it too. */
function pagePreloadScript(pages: Record<string, { js: string[]; css: string[] }>): string {
  return (
    '(function(p,d){var f=p[location.pathname];' +
    "if(!f||!d.documentElement.hasAttribute('data-shell'))return;" +
    "function add(h,r,a){var l=d.createElement('link');l.rel=r;l.href='/'+h;l.crossOrigin='';if(a)l.as=a;d.head.appendChild(l)}" +
    "for(var i=0;i<f.js.length;i++)add(f.js[i],'modulepreload');" +
    "for(var j=0;j<f.css.length;j++)add(f.css[j],'preload','style')" +
    `})(${JSON.stringify(pages)},document)`
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
