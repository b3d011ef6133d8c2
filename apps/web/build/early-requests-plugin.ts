import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { PORTAL_DOCUMENT } from './prerender-plugin.ts';

const boot = (file: string) => fileURLToPath(new URL(`../src/app/boot/${file}`, import.meta.url));
/** Each document's early script: its module and the function the script calls. */
const SCRIPTS = {
  'index.html': { source: boot('early-requests.ts'), run: 'sendEarlyRequests' },
  [PORTAL_DOCUMENT]: { source: boot('portal-early-requests.ts'), run: 'sendPortalEarlyRequests' },
};
const ENTRY = '\0focal-early-requests';
/** Where buildVersion (vite.config.ts) writes the version the app's chunks carry. */
const VERSION_FILE = 'build.json';

/** `source` as one minified classic script that calls its function `run`. */
async function bundleScript(root: string, version: string, { source, run }: { source: string; run: string }) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The headers name the build version, as the app's own requests do (a 426 answers an old one).
    define: { __BUILD_VERSION__: JSON.stringify(version) },
    plugins: [
      {
        name: 'focal-early-requests-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? `import { ${run} } from ${JSON.stringify(source)};\n${run}();` : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
  if (chunks.length !== 1) throw new Error(`early requests: ${chunks.length} chunks instead of one`);
  const code = chunks[0]!.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('early requests: the script does not survive inlining');
  return code;
}

/**
 * Inlines app/boot/early-requests.ts in index.html's head (portal-early-requests.ts in portal.html's),
 * right after first-paint.js (which marks a stored session): the bootstrap and the page's first
 * requests leave before the app's code has downloaded. Only those two documents: it runs after the
 * prerender, so /login and /signup stay without it. The server allows it by its hash, as every inline
 * script (spa.ts).
 */
export function earlyRequests(): Plugin {
  let root = '';
  return {
    name: 'focal-early-requests',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: Rollup.OutputBundle) {
        const versionFile = bundle[VERSION_FILE];
        if (versionFile?.type !== 'asset') throw new Error(`early requests: ${VERSION_FILE} is missing`);
        const { version } = JSON.parse(String(versionFile.source)) as { version: string };
        for (const [name, entry] of Object.entries(SCRIPTS)) {
          const script = `<script>${await bundleScript(root, version, entry)}</script>`;
          const page = bundle[name];
          if (page?.type !== 'asset') throw new Error(`early requests: ${name} is missing`);
          const html = String(page.source);
          const firstPaintEnd = html.indexOf('</script>');
          if (firstPaintEnd < 0 || firstPaintEnd > html.indexOf('</head>'))
            throw new Error(`early requests: first-paint.js is not the head’s first script in ${name}`);
          const at = firstPaintEnd + '</script>'.length;
          page.source = `${html.slice(0, at)}${script}${html.slice(at)}`;
        }
      },
    },
  };
}
