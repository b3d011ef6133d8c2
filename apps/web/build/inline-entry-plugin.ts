import type { Plugin, Rollup } from 'vite';

/** The entry chunk the bundler leaves when every module of the entry is in a group's chunk. */
const STUB = /^import\s*\{\s*([\w$]+) as ([\w$]+)\s*\}\s*from\s*"\.\/([\w.-]+\.js)";\s*\2\(\);?\s*$/;

/**
 * The entry chunk is a stub: build/first-screen-chunks.ts puts every module the entry loads, main.tsx
 * too, in the `app-start` chunk, and the bundler's entry file only imports main.tsx's start from it
 * and calls it (`import{t as e}from"./web-….js";e();`, 42 bytes). Fetched on its own, it cost every
 * page a request (about 300 bytes with its headers, one of HTTP/1.1's six connections on a phone).
 * This puts the stub's two statements in the pages as an inline module script, which the server
 * allows by its hash as the other inline scripts (apps/server's spa.ts), and drops the file; the
 * manifest names the start chunk as the entry's file. Runs after every plugin that writes the pages,
 * before the service worker's list of files.
 */
export function inlineEntry(): Plugin {
  return {
    name: 'focal-inline-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        if (entries.length !== 1) throw new Error(`inline entry: ${entries.length} entry chunks, not one`);
        const entry = entries[0]!;
        const stub = STUB.exec(entry.code.trim());
        if (!stub)
          throw new Error(`inline entry: ${entry.fileName} is not a stub: ${entry.code.slice(0, 200)}`);
        const [, exported, local, target] = stub;
        const start = `assets/${target}`;
        if (bundle[start]?.type !== 'chunk') throw new Error(`inline entry: ${start} is not in the bundle`);
        const script = `<script type="module">import{${exported} as ${local}}from"/${start}";${local}();</script>`;
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = String(file.source);
          if (!html.includes(tag))
            throw new Error(`inline entry: ${file.fileName} does not load ${entry.fileName}`);
          file.source = html.replace(tag, () => script);
        }
        delete bundle[entry.fileName];
        const manifest = bundle['.vite/manifest.json'];
        if (manifest?.type === 'asset') {
          const chunks = JSON.parse(String(manifest.source)) as Record<string, { file: string }>;
          for (const chunk of Object.values(chunks)) if (chunk.file === entry.fileName) chunk.file = start;
          manifest.source = JSON.stringify(chunks, null, 2);
        }
      },
    },
  };
}
