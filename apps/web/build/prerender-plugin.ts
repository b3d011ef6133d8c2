import Beasties from 'beasties';
import type { Rollup } from 'vite';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { BAND_SHOWN_ATTRIBUTE, PRERENDERED_BAND_CLASS } from '../src/features/portal/lib/prerendered-band.ts';

/** The page each prerendered path renders; the server sends dist/<name>.html for GET /<name>. */
const PAGES = ['login', 'signup'] as const;
/** The client portal's document (withPortalBand). */
export const PORTAL_DOCUMENT = 'portal.html';
const EMPTY_ROOT = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;
const SHELL_SLOT = '<!-- shell -->';
/** The signed-in shell's slot beside #root: the prerendered signed-out pages do without it. */
const SHELL_SKELETON = /<div class="shell-skeleton"[^>]*><!-- shell --><\/div>/;
/** index.html's styles for the skeleton: what shows and hides it (first-paint.js marks a session). */
const SHELL_SKELETON_STYLE = /<style>\s*\.shell-skeleton\s*\{[\s\S]*?<\/style>/;
/** The modules whose styles the signed-in shell paints with (src/app/layouts/frame/frame-shell.tsx). */
const SHELL_STYLES = /\/src\/app\/layouts\/frame\/(frame\.module\.css|mobile-header\.tsx)$/;

/**
 * Beasties inlines the rules the page uses. Its 'body' strategy, which needs no script (the CSP,
 * script-src 'self', would refuse the other strategies' onload handlers), moves the stylesheets to
 * the end of the body, and asyncStylesheets takes them from there. Stylesheets are read from the bundle, not the disk
 * (nothing is written yet), and left whole (pruneSource false): every other page loads them.
 */
class BundleBeasties extends Beasties {
  private readonly files: (name: string) => string | undefined;

  constructor(files: (name: string) => string | undefined) {
    super({
      preload: 'body',
      pruneSource: false,
      reduceInlineStyles: false,
      // Fonts are named through Mantine's variables, which beasties cannot follow: see withFontFaces.
      fonts: false,
      logLevel: 'warn',
    });
    this.files = files;
  }

  override readFile(filename: string): string {
    const name = filename.replace(/\\/g, '/').replace(/^.*?\/assets\//, 'assets/');
    const source = this.files(name);
    if (source === undefined) throw new Error(`prerender: ${name} is not in the bundle`);
    return source;
  }
}

/**
 * The stylesheets' @font-face rules (the brand font), inline in the head: the preloaded file is
 * used as soon as it arrives, not only once the stylesheet at the end of the body has loaded.
 */
function withFontFaces(html: string, css: string[]): string {
  const faces = css.flatMap((sheet) => sheet.match(/@font-face\s*\{[^}]*\}/g) ?? []);
  return faces.length ? html.replace('</head>', () => `<style>${faces.join('')}</style>\n</head>`) : html;
}

/**
 * A prerendered page has its first screen's rules inline, so its stylesheets block nothing: back in
 * the head (beasties put them at the end of the body, where Chrome and Lighthouse still hold the
 * paint for them), as print stylesheets that src/app/boot/first-paint.js turns to 'all' once loaded (an
 * inline onload handler would be refused by the CSP), with a <noscript> copy for a browser without
 * scripts. In the head they also come before the theme's variables that Mantine writes in the body,
 * which must win over the stylesheet's defaults at equal specificity.
 */
function asyncStylesheets(html: string): string {
  const bodyAt = html.indexOf('<body');
  const links: string[] = [];
  const body = html.slice(bodyAt).replace(/<link rel="stylesheet"([^>]*)>/g, (link, attrs: string) => {
    links.push(`<link rel="stylesheet"${attrs} media="print" data-async-css><noscript>${link}</noscript>`);
    return '';
  });
  return html.slice(0, bodyAt).replace('</head>', () => `${links.join('')}</head>`) + body;
}

/**
 * Renders the pages from the real components (src/prerender.tsx) in a Vite server in middleware
 * mode, so it sees the same plugins and aliases. With each page, the modules loaded so far that
 * import a stylesheet (Vite's chunks list no CSS modules themselves): the page's, and those of the
 * pages before it, whose stylesheets are then linked too.
 */
async function renderPages(config: ResolvedConfig, paths: readonly string[]) {
  const server = await createServer({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender');
    const pages = [];
    for (const path of paths) {
      const body = await entry.render(path);
      const loaded = [...server.environments.ssr.moduleGraph.idToModuleMap.values()];
      const cssImporters = new Set(
        loaded
          .filter((module) => [...module.importedModules].some((dep) => /\.css$/.test(dep.id ?? '')))
          .flatMap((module) => module.id ?? []),
      );
      pages.push({ path, body, title: entry.titleTag(path), cssImporters });
    }
    return { pages, shell: await entry.renderShell(), portalBand: await entry.renderPortalBand() };
  } finally {
    await server.close();
  }
}

/**
 * The first screen paints from the HTML (issue 12): /login and /signup are rendered from the real
 * components (src/prerender.tsx, loaded through a Vite server in middleware mode so it sees the same
 * plugins and aliases) into <name>.html, with their critical CSS inline.
 * Runs last in generateBundle, so the files land in the build's outDir with everything else.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'focal-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender: index.html is missing from the bundle');
        const shell = String(index.source);
        if (!EMPTY_ROOT.test(shell))
          throw new Error('prerender: index.html has no <div id="root">…<!-- /root --></div>');
        const files = (name: string) => {
          const file = bundle[name];
          return file?.type === 'asset' ? String(file.source) : undefined;
        };
        // The stylesheets the page links: the app's own, with the brand font's @font-face.
        const css = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].flatMap(
          (link) => files(link[1]!) ?? [],
        );
        const beasties = new BundleBeasties(files);
        const firstPaint = async (html: string) => withFontFaces(await beasties.process(html), css);
        const {
          pages,
          shell: frameShell,
          portalBand,
        } = await renderPages(
          config,
          PAGES.map((page) => `/${page}`),
        );
        for (const { path, body, title, cssImporters } of pages) {
          // The stylesheets of the chunks holding CSS the page imported (its route modules'), linked
          // like the app's: their critical rules inline too, and the app finds them loaded when it
          // imports those chunks.
          const pageCss = Object.values(bundle).flatMap((chunk) =>
            chunk.type === 'chunk' && chunk.moduleIds.some((id) => cssImporters.has(id))
              ? [...(chunk.viteMetadata?.importedCss ?? [])]
              : [],
          );
          const links = [...new Set(pageCss)]
            .filter((href) => !shell.includes(`/${href}"`))
            .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
            .join('');
          const html = shell
            .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${path}">${body}</div>`)
            .replace(SHELL_SKELETON, '')
            .replace(/<title>[^<]*<\/title>/, () => title)
            .replace('</head>', () => `${links}</head>`);
          this.emitFile({
            type: 'asset',
            fileName: `${path.slice(1)}.html`,
            source: asyncStylesheets(await firstPaint(html)),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: PORTAL_DOCUMENT,
          source: withPortalBand(shell, portalBand),
        });
        index.source = withFrameShell(shell, frameShell, bundle);
      },
    },
  };
}

/**
 * The client portal's document (served for /portal/…, apps/server's spa.ts): index.html without the
 * studio's frame (its shell, the skeleton's and the frame's styles and, left out by the later
 * plugins, its preloaded chunks: 35 kB a client's phone downloaded for nothing), with the studio's
 * band in its place, drawn by the early script once the client's session answers
 * (src/features/portal/lib/prerendered-band.ts), over the page's top (fixed, so nothing moves under
 * it) until the portal's own band is drawn.
 */
function withPortalBand(html: string, band: string): string {
  if (!SHELL_SKELETON.test(html)) throw new Error(`prerender: index.html has no shell skeleton`);
  if (!SHELL_SKELETON_STYLE.test(html)) throw new Error(`prerender: index.html has no skeleton styles`);
  const [name, shown] = [PRERENDERED_BAND_CLASS, BAND_SHOWN_ATTRIBUTE];
  const style =
    `<style>.${name}{display:none}` +
    `html[${shown}] .${name}{display:block;position:fixed;top:0;left:0;right:0;z-index:150}</style>`;
  return html
    .replace(SHELL_SKELETON_STYLE, '')
    .replace(SHELL_SKELETON, () => `<div class="${name}" aria-hidden="true" inert>${band}</div>`)
    .replace('</head>', () => `${style}\n</head>`);
}

/**
 * index.html with the signed-in shell in its skeleton (shown by src/app/boot/first-paint.js when a
 * session is stored) and the frame's stylesheets inline at the end of the head, where the app's link to them
 * will go: the shell paints whole with the HTML, and no stylesheet request holds the first paint
 * (linked, Lighthouse mobile counted it as 300 ms of render-blocking on a cold visit to /).
 */
function withFrameShell(html: string, shell: string, bundle: Rollup.OutputBundle): string {
  if (!html.includes(SHELL_SLOT)) throw new Error(`prerender: index.html has no ${SHELL_SLOT}`);
  const css = new Set(
    Object.values(bundle).flatMap((chunk) =>
      chunk.type === 'chunk' && chunk.moduleIds.some((id) => SHELL_STYLES.test(id))
        ? [...(chunk.viteMetadata?.importedCss ?? [])]
        : [],
    ),
  );
  const styles = [...css]
    .map((name) => bundle[name])
    .flatMap((file) => (file?.type === 'asset' ? [String(file.source)] : []));
  if (styles.length === 0) throw new Error('prerender: the frame’s stylesheet is missing from the bundle');
  return html
    .replace(SHELL_SLOT, () => shell)
    .replace('</head>', () => `<style>${styles.join('')}</style>\n</head>`);
}
