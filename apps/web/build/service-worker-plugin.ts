import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_PAGES } from '@focal/contracts/web-documents';
import { transformWithOxc, type Plugin, type Rollup } from 'vite';

const WORKER_SOURCE = fileURLToPath(new URL('./service-worker/worker.ts', import.meta.url));
/** Siblings other plugins may add beside a file (precompressed copies, source maps): never fetched by name. */
const NOT_PRECACHED = /\.(br|gz|map)$/;
/**
 * Larger files are left to the network when a page asks for them: the HEIC decoder (libheif in
 * wasm, ~3 MB), loaded only when someone picks an iPhone photo, is not worth every phone's
 * download in the background. They still have hashed names and a year's HTTP cache.
 * @public read by e2e/specs/service-worker.spec.ts across workspaces, which knip does not follow
 */
export const PRECACHE_MAX_BYTES = 1_000_000;
const sizeOf = (file: Rollup.OutputAsset | Rollup.OutputChunk) =>
  file.type === 'chunk' ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source);

/**
 * Writes /sw.js into the build's root (whatever outDir), with the build's version and the files it
 * precaches: the hashed assets of the bundle (up to PRECACHE_MAX_BYTES each) and the public folder's files. It runs after
 * focal-build-version has written build.json, and sw.js is not part of the version's hash.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'focal-service-worker',
    apply: 'build',
    // After the plugins that write the pages (enforce: 'post' too, listed before it in vite.config.ts):
    // its cache's name covers their final HTML and its list the files they leave.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const buildJson = bundle['build.json'];
        if (buildJson?.type !== 'asset') this.error('build.json is missing: focal-build-version runs first');
        const { version } = JSON.parse(String(buildJson.source)) as { version: string };
        const assets = Object.entries(bundle)
          .filter(
            ([file, output]) =>
              file.startsWith('assets/') && !NOT_PRECACHED.test(file) && sizeOf(output) <= PRECACHE_MAX_BYTES,
          )
          .map(([file]) => file);
        const publicFiles =
          publicDir && existsSync(publicDir)
            ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
                .filter((entry) => entry.isFile() && !NOT_PRECACHED.test(entry.name))
                .map((entry) =>
                  `${entry.parentPath.slice(publicDir.length)}/${entry.name}`.replace(/^\/+/, ''),
                )
            : [];
        const files = [...assets, ...publicFiles].sort().map((file) => `/${file}`);
        // The version covers the modules' code only: a deploy that changes only a public file or
        // the HTML must still get a new cache (and a new sw.js, which the browser compares).
        const content = createHash('sha256');
        for (const file of publicFiles) content.update(file).update(readFileSync(join(publicDir, file)));
        for (const file of Object.values(bundle))
          if (file.type === 'asset' && file.fileName.endsWith('.html')) content.update(file.source);
        const cache = `focal-${version}-${content.digest('hex').slice(0, 8)}`;
        // The pages the worker keeps for a failing network: each HTML document by its path
        // (`login.html` is /login, index.html /), a section's for every path under it.
        const pages = Object.keys(bundle)
          .filter((file) => file.endsWith('.html'))
          .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`));
        for (const section of SECTION_PAGES)
          if (!pages.includes(section)) this.error(`the build has no page for the section ${section}`);
        const { code } = await transformWithOxc(readFileSync(WORKER_SOURCE, 'utf8'), WORKER_SOURCE, {
          lang: 'ts',
        });
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: `const FOCAL_BUILD = ${JSON.stringify({ cache, files, pages, sections: SECTION_PAGES })};\n${code}`,
        });
      },
    },
  };
}
