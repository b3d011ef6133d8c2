import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './build/first-screen-chunks.ts';
import { prerender } from './build/prerender-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { compressPlugin } from './build/compress-plugin.ts';

/**
 * Stands in for the build version until the bundle is complete; the real value is a hash of the
 * bundle itself, so it can only be known after the chunks are rendered.
 */
const VERSION_PLACEHOLDER = '__FOCAL_BUILD_VERSION_PLACEHOLDER__';

/** Hashes the finished bundle, writes it into the code in place of the placeholder and into build.json. */
function buildVersion(): Plugin {
  return {
    name: 'focal-build-version',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName));
      const encoder = new TextEncoder();
      const parts: Uint8Array[] = [];
      for (const file of files) {
        parts.push(encoder.encode(file.fileName));
        if (file.type === 'chunk') parts.push(encoder.encode(file.code));
        else parts.push(typeof file.source === 'string' ? encoder.encode(file.source) : file.source);
      }
      const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        all.set(part, offset);
        offset += part.length;
      }
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
      const version = Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, '0')).join('');
      for (const file of files) {
        if (file.type === 'chunk') file.code = file.code.replaceAll(VERSION_PLACEHOLDER, version);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ version })}\n`,
      });
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
    plugins: [react(), buildVersion(), preloadFont(), prerender(), serviceWorker(), compressPlugin()],
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
    },
  };
});
