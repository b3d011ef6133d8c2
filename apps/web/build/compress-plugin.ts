import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; woff2 and images are compressed already and gain nothing. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/**
 * Below this a file travels in one packet with its headers (about 900 bytes of them) anyway.
 * Above it a variant is free to serve, so even the many 1 KB chunks of a page go compressed.
 */
const MIN_BYTES = 256;
/** A variant must save at least this share of the file, or the server sends the file itself. */
const MIN_SAVING = 0.05;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const variants = [
  {
    ext: '.br',
    make: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', make: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      // Not the build's own dot folders (.vite/manifest.json): the server never sends them.
      .filter(
        (entry) =>
          entry.isFile() &&
          !relative(dir, entry.parentPath)
            .split(sep)
            .some((p) => p.startsWith('.')),
      )
      .map((entry) => join(entry.parentPath, entry.name))
  );
}

/** Writes (or, when it would not pay, removes a stale) `<file>.br` and `<file>.gz` beside `file`. */
async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  await Promise.all(
    variants.map(async ({ ext, make }) => {
      const packed = data.length >= MIN_BYTES ? await make(data) : undefined;
      if (packed && packed.length <= data.length * (1 - MIN_SAVING)) await writeFile(file + ext, packed);
      else await rm(file + ext, { force: true });
    }),
  );
}

/**
 * Brotli (quality 11) and gzip (level 9) variants of every text file of the build, for the server
 * to send precompressed (apps/server/src/http/spa.ts). Runs after every other plugin has written
 * its files (prerendered pages, the service worker), into the outDir the build was given.
 */
export function compressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'focal-compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesBelow(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
