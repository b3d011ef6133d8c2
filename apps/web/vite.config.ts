import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './build/first-screen-chunks.ts';
import { prerender } from './build/prerender-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { compressPlugin } from './build/compress-plugin.ts';
import { inlineFirstPaint } from './build/first-paint-plugin.ts';
import { signedInPreload } from './build/signed-in-preload-plugin.ts';
import { earlyRequests } from './build/early-requests-plugin.ts';
import { inlineEntry } from './build/inline-entry-plugin.ts';
import { moduleMap } from './build/module-map-plugin.ts';
import { mantineIdsFromReact } from './build/mantine-ids-plugin.ts';
import { mantineMergeRefs } from './build/mantine-merge-refs-plugin.ts';

/** Stands in for the build version in the modules; replaced in each chunk before its name is hashed. */
const VERSION_PLACEHOLDER = '__FOCAL_BUILD_VERSION_PLACEHOLDER__';

/**
 * The build version is a hash of every module's code, written into the chunks in place of the
 * placeholder and into build.json. It goes in before the chunks' names are hashed: a chunk holding
 * it must change its name with it, or a browser (HTTP cache, service worker) that kept the old copy
 * under the same name would give the new page the old version, and a 426 ObsoleteAppVersion at
 * every reload.
 */
function buildVersion(): Plugin {
  let root = '';
  let version = '';
  return {
    name: 'focal-build-version',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async renderStart() {
      const parts = [...this.getModuleIds()]
        .map((id) => `${relative(root, id)}\0${this.getModuleInfo(id)?.code ?? ''}`)
        .sort();
      const data = new TextEncoder().encode(parts.join('\0'));
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
      version = Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, '0')).join('');
    },
    renderChunk(code) {
      if (!code.includes(VERSION_PLACEHOLDER)) return null;
      return { code: code.replaceAll(VERSION_PLACEHOLDER, version), map: null };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * Preloads the brand font (src/app/fonts.css): without it the browser asks for the font only once
 * the CSS is parsed and text is laid out, and the page paints twice (system font, then Figtree).
 */
function preloadFont(): Plugin {
  return {
    name: 'focal-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /figtree-latin-wght-normal-.*\.woff2$/.test(file),
        );
        if (!font) throw new Error('the brand font is missing from the build: src/app/fonts.css');
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ command }) => {
  const version = JSON.stringify(command === 'build' ? VERSION_PLACEHOLDER : 'dev');
  return {
    // compressPlugin stays last: it compresses what the others wrote.
    plugins: [
      react(),
      mantineIdsFromReact(),
      mantineMergeRefs(),
      inlineFirstPaint(),
      buildVersion(),
      preloadFont(),
      prerender(),
      // After the prerender, so only index.html (the signed-in /) gets its links.
      signedInPreload(),
      earlyRequests(),
      // After every plugin that writes the pages, before the worker's list of files.
      inlineEntry(),
      serviceWorker(),
      moduleMap(fileURLToPath(new URL('../..', import.meta.url))),
      compressPlugin(),
    ],
    define: {
      __BUILD_VERSION__: version,
      'import.meta.env.VITE_BUILD_VERSION': version,
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Read by scripts/route-js-size.ts to measure what a page loads.
      manifest: true,
      // Every browser the app supports has <link rel=modulepreload>.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The first screen in a few requests (build/first-screen-chunks.ts); routes split by `lazy`.
          codeSplitting,
        },
      },
    },
    server: {
      proxy: {
        // `npm run dev` runs the API on PORT (default 3000).
        '/api': `http://localhost:${process.env.PORT ?? 3000}`,
        '/protected/rest': `http://localhost:${process.env.PORT ?? 3000}`,
        '/healthz': `http://localhost:${process.env.PORT ?? 3000}`,
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Whole-app renders with typing in many fields take seconds in jsdom.
      testTimeout: 20_000,
      // One worker runs file after file in one jsdom window, with React, Mantine and jsdom loaded once:
      // a fresh worker per file spent 60-70% of the project's CPU time starting jsdom and loading
      // them again. Each file still loads the app's own modules afresh (src/test/setup.ts).
      isolate: false,
      // As the root vitest.config.ts: a worker per core (Vitest's default leaves one core idle).
      maxWorkers: Math.max(2, availableParallelism()),
    },
  };
});
