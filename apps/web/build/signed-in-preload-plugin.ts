import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * What the signed-in `/` needs at once, beyond the entry's static graph: the bootstrap request
 * (query client), the session guard, the frame, the route table and the dashboard page.
 */
const SIGNED_IN_MODULES = [
  'app/boot/prefetch-bootstrap.ts',
  'app/query/query-layout.tsx',
  'app/guards/require-session.tsx',
  'app/layouts/app-layout.tsx',
  'app/frame-routes.tsx',
  'features/dashboard/routes/dashboard-page.tsx',
].map((path) => fileURLToPath(new URL(`../src/${path}`, import.meta.url)));

/**
 * Adds <link rel=modulepreload> to index.html for the chunks of SIGNED_IN_MODULES and what they
 * import statically (issue 12 F4). Those chunks are reached by import() one after another (entry →
 * guard → frame → route table → dashboard), each a round trip on a phone; preloaded, they download
 * beside the entry. Only index.html: it runs after the prerender, so /login and /signup, made from
 * index.html, stay without them (a signed-out page would pay for the frame's code).
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
        const links = signedInChunks(bundle)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        index.source = html.replace('</head>', () => `${links.join('')}</head>`);
      },
    },
  };
}

function signedInChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(add);
  };
  for (const id of SIGNED_IN_MODULES) {
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`signed-in preload: no chunk holds ${id}`);
    add(chunk.fileName);
  }
  return [...found];
}
