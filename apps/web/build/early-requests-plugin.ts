import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/app/boot/early-requests.ts', import.meta.url));
const ENTRY = '\0focal-early-requests';
/** Where buildVersion (vite.config.ts) writes the version the app's chunks carry. */
const VERSION_FILE = 'build.json';

/** src/app/boot/early-requests.ts as one minified classic script that calls it. */
async function bundleScript(root: string, version: string): Promise<string> {
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
        load: (id) =>
          id === ENTRY
            ? `import { sendEarlyRequests } from ${JSON.stringify(SOURCE)};\nsendEarlyRequests();`
            : null,
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
 * Inlines app/boot/early-requests.ts in index.html's head, right after first-paint.js (which marks a
 * stored session): the bootstrap and the page's first requests leave before the app's code has
 * downloaded. Only index.html, the signed-in pages' document: it runs after the prerender, so /login
 * and /signup stay without it. The server allows it by its hash, as every inline script (spa.ts).
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
        const index = bundle['index.html'];
        const versionFile = bundle[VERSION_FILE];
        if (index?.type !== 'asset' || versionFile?.type !== 'asset')
          throw new Error(`early requests: index.html or ${VERSION_FILE} is missing`);
        const { version } = JSON.parse(String(versionFile.source)) as { version: string };
        const html = String(index.source);
        const firstPaintEnd = html.indexOf('</script>');
        if (firstPaintEnd < 0 || firstPaintEnd > html.indexOf('</head>'))
          throw new Error('early requests: first-paint.js is not the head’s first script');
        const at = firstPaintEnd + '</script>'.length;
        const script = `<script>${await bundleScript(root, version)}</script>`;
        index.source = `${html.slice(0, at)}${script}${html.slice(at)}`;
      },
    },
  };
}
